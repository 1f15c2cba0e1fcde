import { describe, expect, it } from 'vitest';
import { changeRows, fieldLabel, formatAuditValue } from './format-audit-value';

describe('History values', () => {
  it('names fields as people read them', () => {
    expect(fieldLabel('birthDate')).toBe('Birth date');
    expect(fieldLabel('emergencyContact')).toBe('Emergency contact');
    expect(fieldLabel('members')).toBe('Members');
  });

  it('shows blanks, lists, photos and yes/no plainly', () => {
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue('')).toBe('—');
    expect(formatAuditValue([])).toBe('—');
    expect(formatAuditValue(['teeth', 'first'])).toBe('teeth, first');
    expect(formatAuditValue('/api/files/0b9c')).toBe('A photo');
    expect(formatAuditValue(true)).toBe('Yes');
    expect(formatAuditValue(12.5)).toBe('12.5');
    expect(formatAuditValue('2016-04-12')).toBe('Apr 12, 2016');
    expect(formatAuditValue('2016-13-40')).toBe('2016-13-40');
    expect(formatAuditValue({ a: 1 })).toBe('{"a":1}');
    expect(formatAuditValue('2030-03-04T17:00:00.000Z')).toMatch(/2030/);
    expect(formatAuditValue('$1,234.50')).toBe('$1,234.50');
    expect(formatAuditValue('Sam $40')).toBe('Sam $40');
  });

  it('lines up before and after for every field either side names', () => {
    expect(changeRows({ grade: null, school: 'Maple' }, { grade: '5th', school: 'Oak' })).toEqual([
      { field: 'grade', label: 'Grade', before: '—', after: '5th' },
      { field: 'school', label: 'School', before: 'Maple', after: 'Oak' },
    ]);
    expect(changeRows(null, { name: 'Emma', school: null })).toEqual([{ field: 'name', label: 'Name', before: '—', after: 'Emma' }]);
    expect(changeRows({ removal: 'pending', status: 'active' }, { removal: 'accepted' })).toEqual([
      { field: 'removal', label: 'Removal', before: 'pending', after: 'accepted' },
      { field: 'status', label: 'Status', before: 'active', after: '—' },
    ]);
  });
});
