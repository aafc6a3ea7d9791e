import { useId, useState } from 'react';
import { ImageField } from '../../../components/image-field';
import { Button, ErrorNote, Switch } from '../../../components/ui';
import { errorMessage } from '../../../lib/console-api';
import { uploadContentImage, type ContentList } from '../api/content';
import { pickFields, type ContentFieldSpec, type ContentKindSpec } from '../lib/content-kinds';
import { HtmlPreview } from './html-preview';

const inputClass = 'w-full rounded-md border border-line px-2 py-1.5 text-sm';

/** One row's fields (a new row when `id` is absent); the server checks and answers errors. */
export function ContentForm({
  spec,
  initial,
  id,
  sliders,
  isSaving,
  error,
  onSave,
  onCancel,
}: {
  spec: ContentKindSpec;
  initial: Record<string, unknown>;
  id?: number;
  sliders: ContentList['sliders'];
  isSaving: boolean;
  error: unknown;
  onSave: (fields: Record<string, unknown>) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Record<string, unknown>>(() => pickFields(spec, initial));
  const set = (name: string, value: unknown) => setValues((prev) => ({ ...prev, [name]: value }));
  return (
    <form
      aria-label={
        id === undefined ? `New ${spec.label.toLowerCase()} row` : `Edit ${spec.title(initial)}`
      }
      className="space-y-3 rounded-md border border-line bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(values);
      }}
    >
      <h3 className="font-semibold">
        {id === undefined ? `New: ${spec.label}` : `Edit: ${spec.title(initial)}`}
      </h3>
      {spec.fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          value={values[field.name]}
          sliders={sliders}
          onValue={(value) => set(field.name, value)}
        />
      ))}
      {error ? <ErrorNote>{errorMessage(error)}</ErrorNote> : null}
      <div className="flex gap-2">
        <Button type="submit" tone="primary" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save'}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}

function FieldInput({
  field,
  value,
  sliders,
  onValue,
}: {
  field: ContentFieldSpec;
  value: unknown;
  sliders: ContentList['sliders'];
  onValue: (value: unknown) => void;
}) {
  const id = useId();
  if (field.type === 'switch') {
    return <Switch label={field.label} checked={value === true} onChange={onValue} />;
  }
  const text = value === null || value === undefined ? '' : String(value);
  if (field.type === 'image') {
    // Uploaded to the server's storage (disk, or S3 when configured), or a pasted URL.
    return (
      <ImageField label={field.label} value={text} onChange={onValue} upload={uploadContentImage} />
    );
  }
  const control = (() => {
    switch (field.type) {
      case 'textarea':
        return (
          <textarea
            id={id}
            rows={3}
            className={inputClass}
            value={text}
            onChange={(e) => onValue(e.target.value)}
          />
        );
      case 'html':
        return (
          <div className="grid gap-2 lg:grid-cols-2">
            <textarea
              id={id}
              rows={10}
              className={`${inputClass} font-mono`}
              value={text}
              onChange={(e) => onValue(e.target.value)}
            />
            <HtmlPreview html={text} labelId={`${id}-preview`} />
          </div>
        );
      case 'coordinate':
        return (
          <input
            id={id}
            type="number"
            step="any"
            className={`${inputClass} max-w-48`}
            value={text}
            onChange={(e) => onValue(e.target.value === '' ? null : Number(e.target.value))}
          />
        );
      case 'id':
        return (
          <input
            id={id}
            type="number"
            min={1}
            step={1}
            className={`${inputClass} max-w-48`}
            value={text}
            onChange={(e) => onValue(e.target.value === '' ? null : Number(e.target.value))}
          />
        );
      case 'slider':
        return (
          <select
            id={id}
            className={`${inputClass} max-w-72`}
            value={text}
            onChange={(e) => onValue(Number(e.target.value))}
          >
            <option value="" disabled>
              Choose a slider
            </option>
            {sliders?.map((slider) => (
              <option key={slider.id} value={slider.id}>
                {slider.name} ({slider.kind})
              </option>
            ))}
          </select>
        );
      default:
        return (
          <div className="flex items-center gap-2">
            <input
              id={id}
              className={inputClass}
              value={text}
              placeholder={field.type === 'url' ? '/path or https://…' : undefined}
              onChange={(e) =>
                onValue(field.nullable && e.target.value === '' ? null : e.target.value)
              }
            />
          </div>
        );
    }
  })();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {field.label}
      </label>
      {control}
    </div>
  );
}
