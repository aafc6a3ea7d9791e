import { useId } from 'react';
import type { SettingField } from '@app/shared/settings/settings-catalog';
import { IMAGE_ACCEPT, useImageUpload } from '../../../components/image-field';
import { Button, Switch } from '../../../components/ui';
import { uploadSettingImage } from '../api/admin-settings';
import { HtmlPreview } from './html-preview';

const inputClass = 'w-full rounded-md border border-line px-2 py-1.5 text-sm';

/**
 * One setting, drawn by its type: text, long text, colour (picker, #rrggbb text and a swatch),
 * image (URL with a preview, or an upload that fills the URL), link, switch, number, select, HTML (with a sanitised preview) or a
 * write-only secret. The error comes from the same check the server makes.
 */
export function SettingInput({
  field,
  value,
  onValue,
  error,
  isSecretSet,
  isCleared,
  onClear,
}: {
  field: SettingField;
  value: string;
  onValue: (value: string) => void;
  error: string | null;
  /** secret: whether a value is stored (the value itself never reaches the browser). */
  isSecretSet?: boolean;
  /** secret: marked to be emptied on save (undo by typing or with the button). */
  isCleared?: boolean;
  onClear?: (clear: boolean) => void;
}) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const image = useImageUpload((dataUrl) => uploadSettingImage(field.key, dataUrl), onValue);
  const describedBy = [field.hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };

  if (field.type === 'switch') {
    return (
      <div>
        <Switch
          label={field.label}
          checked={value === 'true'}
          onChange={(on) => onValue(String(on))}
        />
        {field.hint ? (
          <p id={hintId} className="text-xs text-muted">
            {field.hint}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {field.label}
        {field.type === 'secret' ? (
          <span
            className={`ml-2 rounded px-1.5 py-0.5 text-xs font-semibold ${isSecretSet ? 'bg-green-100 text-green-800' : 'bg-canvas text-muted'}`}
          >
            {isSecretSet ? 'Set' : 'Not set'}
          </span>
        ) : null}
      </label>
      {renderControl()}
      {field.hint ? (
        <p id={hintId} className="text-xs text-muted">
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs text-red-800">
          {field.label} {error}.
        </p>
      ) : null}
    </div>
  );

  function renderControl() {
    switch (field.type) {
      case 'longtext':
        return (
          <textarea
            {...common}
            rows={3}
            className={inputClass}
            value={value}
            onChange={(event) => onValue(event.target.value)}
          />
        );
      case 'html':
        return (
          <div className="grid gap-2 lg:grid-cols-2">
            <textarea
              {...common}
              rows={6}
              className={`${inputClass} font-mono`}
              value={value}
              onChange={(event) => onValue(event.target.value)}
            />
            <HtmlPreview html={value} labelId={`${id}-preview`} />
          </div>
        );
      case 'color':
        return (
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label={`${field.label}: picker`}
              className="h-9 w-12 cursor-pointer rounded border border-line"
              value={/^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : '#000000'}
              onChange={(event) => onValue(event.target.value)}
            />
            <input
              {...common}
              className={`${inputClass} max-w-32 font-mono`}
              value={value}
              maxLength={7}
              placeholder="#rrggbb"
              onChange={(event) => onValue(event.target.value)}
            />
            <span
              data-testid={`swatch-${field.key}`}
              aria-hidden="true"
              className="inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold text-white"
              style={{ backgroundColor: error ? 'transparent' : value }}
            >
              Sample
            </span>
          </div>
        );
      case 'image':
        return (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <input
                {...common}
                className={`${inputClass} min-w-48 flex-1`}
                value={value}
                placeholder="/images/… or https://…"
                onChange={(event) => onValue(event.target.value)}
              />
              {value && !error ? (
                <img
                  src={value}
                  alt={`${field.label} preview`}
                  className="h-10 w-16 shrink-0 rounded border border-line object-contain"
                />
              ) : null}
              <input
                type="file"
                accept={IMAGE_ACCEPT}
                aria-label={`Upload ${field.label}`}
                disabled={image.isBusy}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) image.send(file);
                  event.target.value = '';
                }}
                className="max-w-64 text-sm"
              />
            </div>
            {image.status}
          </>
        );
      case 'number':
        if (field.money)
          return (
            <input
              {...common}
              inputMode="decimal"
              className={`${inputClass} max-w-40`}
              value={value}
              placeholder="15 or 15.50"
              onChange={(event) => onValue(event.target.value)}
            />
          );
        return (
          <input
            {...common}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            step={1}
            className={`${inputClass} max-w-40`}
            value={value}
            onChange={(event) => onValue(event.target.value)}
          />
        );
      case 'select':
        return (
          <select
            {...common}
            className={`${inputClass} max-w-full`}
            value={value}
            onChange={(event) => onValue(event.target.value)}
          >
            {field.options?.includes(value) ? null : (
              <option value={value}>{value || '(none)'}</option>
            )}
            {field.options?.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        );
      case 'secret':
        return (
          <div className="flex items-center gap-2">
            <input
              {...common}
              type="password"
              autoComplete="new-password"
              className={inputClass}
              value={value}
              placeholder={
                isSecretSet ? 'Type a new value to replace it' : 'Type a value to set it'
              }
              onChange={(event) => onValue(event.target.value)}
            />
            {isSecretSet && !field.minLength && onClear ? (
              <Button
                tone={isCleared ? 'plain' : 'danger'}
                aria-label={`${isCleared ? 'Keep' : 'Clear'} ${field.label}`}
                onClick={() => onClear(!isCleared)}
              >
                {isCleared ? 'Keep it' : 'Clear'}
              </Button>
            ) : null}
            {isCleared ? (
              <span role="status" className="text-xs text-red-800">
                Cleared on save
              </span>
            ) : null}
          </div>
        );
      default:
        return (
          <input
            {...common}
            type={field.type === 'url' ? 'url' : 'text'}
            className={inputClass}
            value={value}
            onChange={(event) => onValue(event.target.value)}
          />
        );
    }
  }
}
