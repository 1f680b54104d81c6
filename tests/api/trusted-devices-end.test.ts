import { employeeAccounts } from '../../server/db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestVerificationCode } from '../helpers/account.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { createEmployee } from '../helpers/employees.ts';
import { browser, passwordStep } from '../helpers/sign-in.ts';
import {
  copyOf,
  dataOf,
  deviceOf,
  devicesOf,
  nextAfterPassword,
  passwordSignIn,
  signInWithSecondStep,
} from '../helpers/trusted-devices.ts';
import { createUser, latestEmailCode } from '../helpers/users.ts';

const SECOND_STEP = 'second_step';

// Issue 26, finding 6: the trust of "Dit apparaat 30 dagen onthouden" ends with "overal uitloggen" and with every
// change of the account's address (docs/sign-in.md "Known and trusted devices").
describe('trusted devices: the trust ends with logging out everywhere and with a new address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  it('"overal uitloggen": a copied device cookie plus the password gets the second step again', async () => {
    const user = await createUser(ctx.database.db);
    const owner = await deviceOf(ctx, user.email, true);
    expect(await nextAfterPassword(owner, user.email)).toBe('authenticated');
    // Copied after the owner's latest sign-in, so it holds the current token (rotation cannot tell them apart).
    const thief = copyOf(ctx, owner);

    // The owner fears a copy and logs out everywhere.
    await confirmSession(owner);
    const ended = await owner.delete('/api/user/sessions');
    expect(ended.statusCode, ended.body).toBe(200);

    expect(await nextAfterPassword(thief, user.email)).toBe(SECOND_STEP);
    // The devices stay known (their own throttle), none is trusted any more.
    const devices = await devicesOf(ctx, user.id);
    expect(devices.length).toBeGreaterThan(0);
    expect(devices.map((device) => device.trustedUntil)).toEqual(devices.map(() => null));
  });

  it('"overal uitloggen" ends the trust of the browser asking too (a copy of it is indistinguishable)', async () => {
    const user = await createUser(ctx.database.db);
    const owner = browser(ctx);
    await signInWithSecondStep(owner, user.email, true);
    await confirmSession(owner);
    expect((await owner.delete('/api/user/sessions')).statusCode).toBe(200);
    expect((await owner.post('/api/auth/logout')).statusCode).toBe(204);
    expect(await nextAfterPassword(owner, user.email)).toBe(SECOND_STEP);
  });

  it('an administrator’s change of the address: the old trusted browser gets the second step with the new one', async () => {
    const { client: admin } = await signedInClient(ctx, ['manage_employees']);
    await confirmSession(admin);
    const user = await createUser(ctx.database.db);
    const employee = await createEmployee(admin, { email: user.email });
    // Linked straight in the database: the linking route is not what this test is about.
    await ctx.database.db.insert(employeeAccounts).values({ employeeId: employee.id, userId: user.id });
    const trusted = await deviceOf(ctx, user.email, true);

    const newAddress = `nieuw-${user.id.slice(0, 8)}@zorgportaal.test`;
    const changed = await admin.post(`/api/employees/${employee.id}/update-email`, { email: newAddress });
    expect(changed.statusCode, changed.body).toBe(200);

    const response = await passwordSignIn(trusted, newAddress);
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response)).toMatchObject({ next: SECOND_STEP });
    // The attack went on: the skipped second step counted as a recent password confirmation, and
    // POST /user/update-email to yet another address answered 200. Without a session there is no such call.
    const further = await trusted.post('/api/user/update-email', { email: 'nog-een@zorgportaal.test' });
    expect(further.statusCode).toBe(401);
  });

  it('the user’s own change of the address (once the code comes back) ends the trust of every device', async () => {
    const user = await createUser(ctx.database.db);
    const trusted = await deviceOf(ctx, user.email, true);
    const other = browser(ctx);
    await signInWithSecondStep(other, user.email, false);
    await confirmSession(other);

    const newAddress = `eigen-${user.id.slice(0, 8)}@zorgportaal.test`;
    expect((await other.post('/api/user/update-email', { email: newAddress })).statusCode).toBe(200);
    // Asking for the code changes nothing yet.
    expect((await devicesOf(ctx, user.id)).filter((device) => device.trustedUntil !== null)).toHaveLength(1);
    const code = await latestVerificationCode(ctx.database.db, newAddress);
    const verified = await other.post('/api/user/verify-email', { code });
    expect(verified.statusCode, verified.body).toBe(200);

    expect(await nextAfterPassword(trusted, newAddress)).toBe(SECOND_STEP);
  });

  it('verifying the account’s own, unchanged address leaves the trust alone', async () => {
    const user = await createUser(ctx.database.db, { emailVerifiedAt: null });
    const web = browser(ctx);
    // Onboarding (verify_email pending) after the second step, this browser trusted.
    const step = await passwordStep(web, user.email);
    expect((await web.post('/api/auth/start-email-challenge', { challenge: step.id })).statusCode).toBe(200);
    const signInCode = await latestEmailCode(ctx.database.db, user.email);
    const done = await web.post('/api/auth/complete-email-challenge', {
      challenge: step.id,
      code: signInCode,
      trustDevice: true,
    });
    expect(dataOf(done)).toEqual({ next: 'onboarding' });
    expect((await web.post('/api/user/update-email', { email: user.email })).statusCode).toBe(200);
    const code = await latestVerificationCode(ctx.database.db, user.email);
    expect((await web.post('/api/user/verify-email', { code })).statusCode).toBe(200);
    expect((await web.post('/api/auth/logout')).statusCode).toBe(204);

    expect(await nextAfterPassword(web, user.email)).toBe('authenticated');
  });
});
