import { describe, expect, it } from 'vitest';
import { reportFileName } from './report-file';

describe('report download file name', () => {
  it('is named from the document title, safely', () => {
    expect(reportFileName('Q1 communication log')).toBe('Q1 communication log.txt');
    expect(reportFileName('Custody: Emma / Liam?')).toBe('Custody- Emma - Liam-.txt');
    expect(reportFileName('  ')).toBe('Legal report.txt');
    expect(reportFileName('..hidden\nname')).toBe('hidden-name.txt');
  });
});
