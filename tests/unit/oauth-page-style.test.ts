import { describe, expect, it } from 'vitest';
import { PAGE_COLOURS, PAGE_FONT } from '../../server/oauth/page-style.ts';
import { themeOptions } from '../../src/theme.ts';

/** The provider's own pages (server/oauth/pages.ts) keep the SPA theme's look (issue 18, point 2). */
describe('the provider pages’ style', () => {
  it('uses the theme’s colours, font and card border', () => {
    const palette = themeOptions.palette as {
      primary: { main: string };
      background: { default: string; paper: string };
      text: { primary: string; secondary: string };
    };
    expect(PAGE_COLOURS.primary).toBe(palette.primary.main);
    expect(PAGE_COLOURS.background).toBe(palette.background.default);
    expect(PAGE_COLOURS.paper).toBe(palette.background.paper);
    expect(PAGE_COLOURS.text).toBe(palette.text.primary);
    expect(PAGE_COLOURS.textSecondary).toBe(palette.text.secondary);
    expect(PAGE_FONT).toBe(
      themeOptions.typography && 'fontFamily' in themeOptions.typography
        ? themeOptions.typography.fontFamily
        : '',
    );
    expect(JSON.stringify(themeOptions.components?.MuiPaper)).toContain(PAGE_COLOURS.border);
  });
});
