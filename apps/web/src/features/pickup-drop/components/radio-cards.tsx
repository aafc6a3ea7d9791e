import type { ReactNode } from 'react';

export interface RadioCard<TValue extends string> {
  value: TValue;
  label: ReactNode;
  hint?: ReactNode;
}

/** A radio group of cards (native radios: arrow keys and screen readers work as expected). */
export function RadioCards<TValue extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
}: {
  legend: string;
  name: string;
  value: TValue | null;
  choices: readonly RadioCard<TValue>[];
  onChange: (value: TValue) => void;
}) {
  return (
    <fieldset className="bg-white p-4">
      <legend className="float-left mb-3 w-full text-[15px] font-extrabold text-ink">
        {legend}
      </legend>
      <div className="clear-both space-y-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2.5 text-[15px] has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-strong"
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
              <span className="font-semibold text-ink">{choice.label}</span>
              {choice.hint ? <span className="text-[13px] text-muted">{choice.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
