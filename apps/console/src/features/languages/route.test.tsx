import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminLanguage } from '@app/shared/i18n/i18n-admin.schemas';
import { LanguageRow } from './route';

const english: AdminLanguage = {
  id: 1,
  language_name: 'English',
  code: 'en',
  is_default: true,
  is_rtl: false,
  untranslated: 0,
  total: 10,
};

function renderRow(row: AdminLanguage, onRtl = vi.fn()) {
  render(
    <table>
      <tbody>
        <LanguageRow
          row={row}
          isSelected={false}
          isBusy={false}
          onRtl={onRtl}
          onDefault={() => undefined}
          onSelect={() => undefined}
        />
      </tbody>
    </table>,
  );
  return onRtl;
}

afterEach(cleanup);

describe('a language row', () => {
  it('says "Right to left (RTL)", unticked for a left-to-right language; ticking asks for RTL', () => {
    const onRtl = renderRow(english);
    const rtl = screen.getByRole('switch', { name: 'English: right to left (RTL)' });
    expect((rtl as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Right to left (RTL)')).toBeTruthy();
    expect(screen.queryByText(/left to right/i)).toBeNull();
    fireEvent.click(rtl);
    expect(onRtl).toHaveBeenCalledWith(true);
  });

  it('is ticked for a right-to-left language; unticking asks for left to right', () => {
    const onRtl = renderRow({
      ...english,
      id: 2,
      language_name: 'Arabic',
      code: 'ar',
      is_rtl: true,
    });
    const rtl = screen.getByRole('switch', { name: 'Arabic: right to left (RTL)' });
    expect((rtl as HTMLInputElement).checked).toBe(true);
    fireEvent.click(rtl);
    expect(onRtl).toHaveBeenCalledWith(false);
  });
});
