import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtSpaDir, isHistoryPath, isServableAsset, publicRootFiles } from '../../server/http/spa-files.ts';

describe('the files of the SPA build', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'zp-dist-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('finds a build only where index.html is (a fresh clone has no dist/ yet)', () => {
    const dir = tempDir();
    expect(builtSpaDir(path.join(dir, 'dist'))).toBeUndefined();
    mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true });
    expect(builtSpaDir(path.join(dir, 'dist'))).toBeUndefined();
    writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html>');
    expect(builtSpaDir(path.join(dir, 'dist'))).toBe(path.join(dir, 'dist'));
  });

  it('lists the root files that came from public/, not index.html, dot files, directories or maps', () => {
    const dir = tempDir();
    for (const name of ['index.html', 'favicon.svg', 'robots.txt', '.env', 'stats.js.map', 'odd:name.txt']) {
      writeFileSync(path.join(dir, name), 'x');
    }
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    expect(publicRootFiles(dir)).toEqual(['favicon.svg', 'robots.txt']);
  });

  it('serves assets but never maps, hidden files or a way out of assets/', () => {
    expect(isServableAsset('index-abc123.js')).toBe(true);
    expect(isServableAsset('fonts/inter-abc.woff2')).toBe(true);
    for (const file of [
      '',
      'index-abc123.js.map',
      '../index.html',
      'a/../../x',
      '.vite/manifest.json',
      'a//b',
    ]) {
      expect(isServableAsset(file), file).toBe(false);
    }
  });

  it('gives index.html to page paths, dotted ones included, but not to API, assets or build internals', () => {
    for (const page of [
      '/',
      '/dashboard',
      '/password/reset/abc.def123',
      '/system/tags/v1.2',
      '/index.html',
    ]) {
      expect(isHistoryPath(page), page).toBe(true);
    }
    for (const other of [
      '/api',
      '/api/x',
      '/assets/x.js',
      '/.vite/manifest.json',
      '/main.js.map',
      '/a/.git/x',
    ]) {
      expect(isHistoryPath(other), other).toBe(false);
    }
  });
});
