// Dates and numbers are shown in one style because only utils/format.ts formats them: a module elsewhere
// in src/ (or in the Cloud Functions, whose e-mails quote dates too) that calls the locale methods or builds
// an Intl formatter itself would bring its own style back.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOTS = ['src', join('functions', 'src')];
const FORMAT = join('src', 'utils', 'format.ts');
const SELF_FORMATTING =
  /\.toLocale(Date|Time)?String\(|\bIntl\.(DateTimeFormat|NumberFormat|RelativeTimeFormat)\b/;

function offenders(): string[] {
  return ROOTS.flatMap((root) =>
    readdirSync(join(process.cwd(), root), { recursive: true, encoding: 'utf8' })
      .map((file) => join(root, file))
      .filter((file) => /\.tsx?$/.test(file) && file !== FORMAT)
      .flatMap((file) =>
        readFileSync(join(process.cwd(), file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (SELF_FORMATTING.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      ),
  );
}

describe('formatting lives in utils/format.ts', () => {
  it('no other module of src/ or functions/src/ formats a date, a time or a number with Intl or toLocale*', () => {
    expect(offenders()).toEqual([]);
  });

  it('recognises the calls it forbids', () => {
    for (const line of [
      'new Date().toLocaleDateString("es-MX")',
      'value.toLocaleString("es-MX")',
      'd.toLocaleTimeString()',
      'new Intl.DateTimeFormat("es-MX")',
      'new Intl.NumberFormat("es-MX")',
    ])
      expect(line).toMatch(SELF_FORMATTING);
    expect('formatDate(value)').not.toMatch(SELF_FORMATTING);
  });
});
