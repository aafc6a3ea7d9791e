import { useNavigate } from 'react-router';
import { TextAreaField } from '../../../components/text-area-field';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { taskInputOf, usePickupDropDraft } from '../stores/pickup-drop-draft-store';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { DraftTaskPage } from './draft-task-page';
import '../../../lib/i18n/pickup-drop-strings';

/** `/pickup-and-drop/details`: the package, instructions for the rider, and who pays. */
export function DetailsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = usePickupDropDraft();
  const task = taskInputOf(draft);

  return (
    <DraftTaskPage
      title={t('pndDetailsTitle')}
      task={task}
      className="pb-32"
      actions={
        <Button className="w-full" onClick={() => void navigate('/pickup-and-drop/cart')}>
          {t('pndReview')}
        </Button>
      }
    >
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
    </DraftTaskPage>
  );
}
