import { useState } from 'react';
import { Button, ErrorNote, LabeledInput, Switch } from '../../../components/ui';
import { errorMessage } from '../../../lib/console-api';
import { useCreateLanguage } from '../api/languages';

/** A new language: its name as its speakers write it, its code (en, hi, ar…), and direction. */
export function AddLanguageForm({ onDone }: { onDone: (id: number | null) => void }) {
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [isRtl, setIsRtl] = useState(false);
  const create = useCreateLanguage();
  return (
    <form
      aria-label="Add a language"
      className="space-y-3 rounded-md border border-line bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { language_name: name.trim(), code: code.trim(), is_rtl: isRtl },
          { onSuccess: (language) => onDone(language.id) },
        );
      }}
    >
      <h2 className="text-lg font-semibold">Add a language</h2>
      <div className="grid max-w-md grid-cols-[8rem_1fr] items-center gap-2 text-sm">
        <LabeledInput label="Name" value={name} onValue={setName} required maxLength={60} />
        <LabeledInput
          label="Code"
          value={code}
          onValue={setCode}
          required
          maxLength={20}
          placeholder="en, hi, ar, pt-BR"
        />
      </div>
      <div className="max-w-md">
        <Switch label="Written right to left" checked={isRtl} onChange={setIsRtl} />
      </div>
      {create.isError ? <ErrorNote>{errorMessage(create.error)}</ErrorNote> : null}
      <div className="flex gap-2">
        <Button
          type="submit"
          tone="primary"
          disabled={create.isPending || !name.trim() || !code.trim()}
        >
          Add language
        </Button>
        <Button onClick={() => onDone(null)}>Cancel</Button>
      </div>
    </form>
  );
}
