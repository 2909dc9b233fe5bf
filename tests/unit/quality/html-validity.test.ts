/** Every built page (the content editor's too) is valid HTML by html-validate (rules and their justified adjustments: .htmlvalidate.json). */
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { everyPage } from './dist';

const validator = new HtmlValidate(new FileSystemConfigLoader());
const text = formatterFactory('text');

describe('HTML validity', () => {
  it.each(everyPage.map((p) => [p.path, p] as const))('%s', async (_path, page) => {
    const report = await validator.validateFile(page.file);
    expect(report.valid, text(report.results)).toBe(true);
  });
});
