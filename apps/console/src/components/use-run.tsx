import { useState } from 'react';
import { errorMessage } from '../lib/console-api';
import { ErrorNote } from './ui';

/**
 * One change at a time in a panel: `run(work)` marks it busy, clears the last messages, and shows
 * what `work` answers ("Saved.") or the error; it resolves true when the work succeeded.
 * `messages` is the error note and the done message, for under the panel's forms.
 */
export function useRun() {
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const run = async (work: () => Promise<string>) => {
    setIsBusy(true);
    setProblem(null);
    setNotice(null);
    try {
      setNotice(await work());
      return true;
    } catch (error) {
      setProblem(errorMessage(error));
      return false;
    } finally {
      setIsBusy(false);
    }
  };

  const messages = (
    <>
      {problem ? <ErrorNote>{problem}</ErrorNote> : null}
      {notice ? (
        <p role="status" className="text-sm text-green-800">
          {notice}
        </p>
      ) : null}
    </>
  );
  return { run, isBusy, setProblem, messages };
}
