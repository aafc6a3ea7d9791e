import { useNavigate } from 'react-router';
import { TextAreaField } from '../../../components/text-area-field';
import { Button } from '../../../components/ui/button';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { taskInputOf, usePickupDropDraft } from '../stores/pickup-drop-draft-store';
import { ActionBar } from './action-bar';
import { IncompleteDraft } from './incomplete-draft';
import { PackageSummary } from './package-summary';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { StopLink } from './stop-row';
import '../../../lib/i18n/pickup-drop-strings';

/** `/pickup-and-drop/details`: the package, instructions for the rider, and who pays. */
export function DetailsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = usePickupDropDraft();
  const task = taskInputOf(draft);

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-canvas pb-32">
      <PageTopBar title={t('pndDetailsTitle')} backLabel={t('back')} />
      {!task ? (
        <main>
          <IncompleteDraft />
        </main>
      ) : (
        <>
          <main className="space-y-3 pt-3">
            <PackageSummary
              taskType={task.task_type}
              description={task.description}
              weightKg={task.weight_kg}
            />
            <section aria-label={t('pndLocationsTitle')} className="divide-y divide-line bg-white">
              <StopLink kind="pickup" stop={task.pickup} to="/pickup-and-drop/search-location" />
              <StopLink kind="drop" stop={task.drop} to="/pickup-and-drop/search-location" />
            </section>
            <section className="bg-white p-4">
              <TextAreaField
                id="pnd-instructions"
                label={t('pndInstructions')}
                value={draft.instructions}
                onValue={(instructions) => draft.update({ instructions })}
                maxLength={500}
                rows={3}
                placeholder={t('pndInstructionsPlaceholder')}
                strong
              />
            </section>
            <ChoiceGroup
              legend={t('pndWhoPays')}
              name="payer"
              value={draft.payer}
              onChange={(payer) => draft.update({ payer })}
              choices={[
                { value: 'sender', label: t('pndPayerSender'), hint: t('pndPayerSenderHint') },
                {
                  value: 'recipient',
                  label: t('pndPayerRecipient'),
                  hint: t('pndPayerRecipientHint'),
                },
              ]}
            />
          </main>
          <ActionBar>
            <Button className="w-full" onClick={() => void navigate('/pickup-and-drop/cart')}>
              {t('pndReview')}
            </Button>
          </ActionBar>
        </>
      )}
    </div>
  );
}
