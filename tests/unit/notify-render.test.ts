import { describe, expect, it } from 'vitest';
import { renderText } from '../../server/notify/render.ts';

describe('renderText', () => {
  it('renders an email code with subject, name and code in Dutch', () => {
    const rendered = renderText(
      {
        template: 'signInCode',
        channel: 'email',
        to: 'a@b.nl',
        params: { code: '123456', firstname: 'Sanne' },
      },
      'Zorgportaal',
    );
    expect(rendered.subject).toBe('Je inlogcode voor Zorgportaal');
    expect(rendered.text).toContain('Hallo Sanne,');
    expect(rendered.text).toContain('123456');
  });

  it('renders SMS without a subject', () => {
    const rendered = renderText(
      {
        template: 'signInCode',
        channel: 'sms',
        to: '+31612345678',
        params: { code: '654321', firstname: 'Sanne' },
      },
      'Zorgportaal',
    );
    expect(rendered).toEqual({
      subject: null,
      text: 'Je inlogcode voor Zorgportaal is 654321. De code is 10 minuten geldig.',
    });
  });
});
