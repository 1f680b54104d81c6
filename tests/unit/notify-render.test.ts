import { describe, expect, it } from 'vitest';
import type { Message } from '../../server/notify/messages.ts';
import { renderHtml } from '../../server/notify/render-html.ts';
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

describe('contactInUse (no account probing)', () => {
  const notice = (channel: 'email' | 'sms', contact: string): Message => ({
    template: 'contactInUse',
    channel,
    to: contact,
    params: { firstname: 'Kees', contact },
  });

  it('tells the owner of the address, by mail, that someone tried to link it, without a code', () => {
    const rendered = renderText(notice('email', 'kees@zorgportaal.test'), 'Zorgportaal');
    expect(rendered).toEqual({
      subject: 'Iemand wilde je e-mailadres koppelen aan een ander account bij Zorgportaal',
      text:
        'Hallo Kees,\n\nIemand probeerde je e-mailadres kees@zorgportaal.test te koppelen aan een ander account bij ' +
        'Zorgportaal. Was jij dat niet, dan hoef je niets te doen: er is niets veranderd.\n\nWas jij het wel? Dan ' +
        'hoort dit e-mailadres al bij je eigen account bij Zorgportaal. Een e-mailadres kan maar bij één account ' +
        'horen: kies voor het andere account een ander e-mailadres.',
    });
    const html = renderHtml(notice('email', '"<b>"@zorgportaal.test'), 'Zorgportaal');
    expect(html).toContain('je e-mailadres &#34;&#60;b&#62;&#34;@zorgportaal.test te koppelen');
    expect(html).not.toContain('<b>');
  });

  it('tells the owner of the number by SMS, in one message', () => {
    const { subject, text } = renderText(notice('sms', '+31612345678'), 'Zorgportaal');
    expect(subject).toBeNull();
    expect(text).toBe(
      'Iemand probeerde je telefoonnummer te koppelen aan een ander account bij Zorgportaal. Was jij dat niet, dan hoef je niets te doen.',
    );
    expect(text.length).toBeLessThanOrEqual(160);
  });
});

describe('renderHtml', () => {
  const reset = (url: string, firstname: string): Message => ({
    template: 'passwordReset',
    channel: 'email',
    to: 'a@b.nl',
    params: { url, firstname },
  });

  it('is a Dutch HTML page with the app name, the text and the code set apart', () => {
    const html = renderHtml(
      {
        template: 'signInCode',
        channel: 'email',
        to: 'a@b.nl',
        params: { code: '123456', firstname: 'Sanne' },
      },
      'Zorgportaal',
    );
    expect(html).toMatch(/^<!doctype html>\n<html lang="nl">/);
    expect(html).toContain('<title>Je inlogcode voor Zorgportaal</title>');
    expect(html).toContain('>Zorgportaal</td>');
    expect(html).toContain('Hallo Sanne,');
    expect(html).toMatch(/<strong style="[^"]*">123456<\/strong>/);
    expect(html).toContain('De code is 10 minuten geldig en werkt één keer.');
    expect(html).toContain('Dit bericht is automatisch verstuurd door Zorgportaal.');
    // Mail clients drop <style> and never run script: everything inline.
    expect(html).not.toMatch(/<style|<script|class=/);
  });

  it('escapes every parameter, the app name too', () => {
    const html = renderHtml(
      reset('https://zp.example/password/reset?token=a&b="c"', '<img src=x onerror=alert(1)>'),
      'Zorg & <Portaal>',
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('Hallo &#60;img src=x onerror=alert(1)&#62;,');
    expect(html).toContain('<title>Stel een nieuw wachtwoord in voor Zorg &#38; &#60;Portaal&#62;</title>');
    expect(html).not.toContain('<Portaal>');
    expect(html).toContain('href="https://zp.example/password/reset?token=a&#38;b=&#34;c&#34;"');
  });

  it('makes a link of its own paragraph a button with the action text, with the address below it', () => {
    const url = 'https://zp.example/login/email?email=sanne%40zp.example';
    const html = renderHtml(
      {
        template: 'invitation',
        channel: 'email',
        to: 'sanne@zp.example',
        params: { url, firstname: 'Sanne' },
      },
      'Zorgportaal',
    );
    expect(html).toMatch(
      new RegExp(`<a href="${url.replace(/[.?]/g, '\\$&')}" style="[^"]*">Inloggen bij Zorgportaal</a>`),
    );
    expect(html).toContain('Werkt de knop niet? Open dan deze link:');
    expect(html).toMatch(
      new RegExp(
        `<a href="${url.replace(/[.?]/g, '\\$&')}" style="[^"]*">${url.replace(/[.?]/g, '\\$&')}</a>`,
      ),
    );
  });

  it('never links an address that is not http(s)', () => {
    const html = renderHtml(reset('javascript:alert(1)', 'Sanne'), 'Zorgportaal');
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('javascript:alert(1)');
  });
});
