import { describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from './settings';

describe('SESSION_MAX_HOURS', () => {
  it('is unset by default (the gateway keeps 12 hours) and read as hours when set', () => {
    expect(readSettings({}).sessionMaxHours).toBeUndefined();
    expect(readSettings({ SESSION_MAX_HOURS: ' 8 ' }).sessionMaxHours).toBe(8);
    expect(readSettings({ SESSION_MAX_HOURS: '0.5' }).sessionMaxHours).toBe(0.5);
  });

  it('refuses what is not a number of hours from half an hour to 30 days, saying so', () => {
    for (const value of ['0', '-1', 'twelve', '721', 'Infinity']) {
      expect(() => readSettings({ SESSION_MAX_HOURS: value }), value).toThrow(SettingsError);
    }
    expect(() => readSettings({ SESSION_MAX_HOURS: 'twelve' })).toThrow(
      'SESSION_MAX_HOURS must be a number of hours from 0.5 to 720 (got "twelve").',
    );
  });
});
