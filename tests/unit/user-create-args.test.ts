import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../resources/permissions.ts';
import { generateOneTimePassword } from '../../server/users/one-time-password.ts';
import { parseUserCreateArgs, USER_CREATE_HELP } from '../../server/users/user-create-command.ts';

describe('parseUserCreateArgs (npm run user:create)', () => {
  it('reads email, name, permissions and --skip-onboarding', () => {
    expect(
      parseUserCreateArgs([
        '--email',
        ' Jan.de.Vries@Example.nl ',
        '--name',
        'Jan de Vries',
        '--permissions',
        'manage_tags, view_employees',
        '--skip-onboarding',
      ]),
    ).toEqual({
      kind: 'ok',
      options: {
        email: 'Jan.de.Vries@Example.nl',
        firstname: 'Jan',
        lastname: 'de Vries',
        permissions: ['manage_tags', 'view_employees'],
        skipOnboarding: true,
        invite: false,
      },
    });
  });

  it('expands "all" and defaults to no permissions', () => {
    const all = parseUserCreateArgs(['--email', 'a@b.nl', '--name', 'Ab', '--permissions', 'all']);
    expect(all.kind === 'ok' && all.options.permissions).toEqual([...PERMISSIONS]);
    const none = parseUserCreateArgs(['--email', 'a@b.nl', '--name', 'Ab']);
    expect(none.kind === 'ok' && none.options).toMatchObject({ permissions: [], skipOnboarding: false });
  });

  it('gives clear errors for missing or invalid arguments', () => {
    expect(parseUserCreateArgs([])).toEqual({
      kind: 'invalid',
      errors: ['--email is verplicht', '--name is verplicht'],
    });
    expect(parseUserCreateArgs(['--email', 'geen-adres', '--name', 'Jan'])).toEqual({
      kind: 'invalid',
      errors: ['--email moet een geldig e-mailadres zijn'],
    });
    const unknown = parseUserCreateArgs([
      '--email',
      'a@b.nl',
      '--name',
      'Jan',
      '--permissions',
      'manage_tags,fly',
    ]);
    expect(unknown.kind === 'invalid' && unknown.errors[0]).toMatch(/--permissions: onbekend: fly/);
    const combined = parseUserCreateArgs([
      '--email',
      'a@b.nl',
      '--name',
      'Jan',
      '--permissions',
      'all,manage_tags',
    ]);
    expect(combined).toEqual({
      kind: 'invalid',
      errors: ['--permissions: "all" kan niet samen met andere rechten'],
    });
    const option = parseUserCreateArgs(['--email', 'a@b.nl', '--name', 'Jan', '--admin']);
    expect(option.kind === 'invalid' && option.errors[0]).toMatch(/--admin/);
  });

  it('reads --invite, which cannot go with --skip-onboarding', () => {
    const invite = parseUserCreateArgs(['--email', 'a@b.nl', '--name', 'Ab', '--invite']);
    expect(invite.kind === 'ok' && invite.options).toMatchObject({ invite: true, skipOnboarding: false });
    expect(
      parseUserCreateArgs(['--email', 'a@b.nl', '--name', 'Ab', '--invite', '--skip-onboarding']),
    ).toEqual({
      kind: 'invalid',
      errors: [
        '--invite kan niet samen met --skip-onboarding (een uitgenodigde gebruiker doorloopt de onboarding)',
      ],
    });
    expect(USER_CREATE_HELP).toMatch(/--invite\s+Stuur een uitnodiging per e-mail/);
  });

  it('answers --help', () => {
    expect(parseUserCreateArgs(['--help'])).toEqual({ kind: 'help' });
    expect(USER_CREATE_HELP).toContain('"all" los');
    expect(USER_CREATE_HELP).toMatch(/--skip-onboarding\s+Voor beheeraccounts die meteen bij het dashboard/);
  });
});

describe('generateOneTimePassword', () => {
  it('gives 16 unambiguous characters in four groups, different each time', () => {
    const password = generateOneTimePassword();
    expect(password).toMatch(/^[a-hj-km-np-z2-9]{4}(-[a-hj-km-np-z2-9]{4}){3}$/);
    expect(generateOneTimePassword()).not.toBe(password);
  });
});
