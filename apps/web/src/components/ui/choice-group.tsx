import type { ReactNode } from 'react';

export interface Choice<TValue extends string> {
  value: TValue;
  label: ReactNode;
  hint?: ReactNode;
}

/** A radio group of cards (native radios: arrow keys and screen readers work as expected). */
export function ChoiceGroup<TValue extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  layout = 'list',
}: {
  legend: string;
  name: string;
  value: TValue | null;
  choices: readonly Choice<TValue>[];
  onChange: (value: TValue) => void;
  /** list: one per line; row: side by side, wrapping; grid: equal columns on one line. */
  layout?: 'list' | 'row' | 'grid';
}) {
  return (
    <fieldset className="bg-white p-4">
      <legend className="float-left mb-3 w-full text-[15px] font-extrabold text-ink">
        {legend}
      </legend>
      <div
        className={
          layout === 'row'
            ? 'clear-both flex flex-wrap gap-2'
            : layout === 'grid'
              ? 'clear-both grid grid-cols-4 gap-2'
              : 'clear-both space-y-2'
        }
      >
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`flex cursor-pointer items-center rounded-xl border py-2.5 text-[15px] ${layout === 'grid' ? 'gap-1.5 px-2' : 'gap-3 px-3'} has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-strong ${layout === 'list' ? 'min-h-12' : 'min-h-11'} border-line`}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 accent-[var(--color-primary-strong)]"
            />
            <span className="flex min-w-0 flex-col leading-tight">
              <span
                className={`font-semibold text-ink ${layout === 'grid' ? 'text-sm whitespace-nowrap' : ''}`}
              >
                {choice.label}
              </span>
              {choice.hint ? <span className="text-[13px] text-muted">{choice.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
