import type { Address } from '@app/shared/addresses/addresses.schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PinIcon, PlusIcon } from '../../../components/ui/icons';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { LoginPrompt } from '../../../components/login-prompt';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useAddresses, type AddressesInput } from '../../../lib/addresses/get-addresses';
import { useSaveAddress } from '../api/save-address';
import { useSetDefaultAddress } from '../api/set-default-address';
import { useDeleteAddressWithUndo } from '../hooks/use-delete-address-with-undo';
import { AddressDeletedToast } from './address-deleted-toast';
import { AddressForm } from './address-form';
import '../../../lib/i18n/account-strings';
import '../../../lib/i18n/screen-strings';

function AddressCard({
  address,
  isBusy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: Address;
  isBusy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const { t } = useTranslation();
  const tag = address.tag || t('tagOther');
  return (
    <li className="px-5 py-4" aria-label={`${tag}: ${address.address}`}>
      <div className="flex items-start gap-3">
        <PinIcon className="mt-0.5 size-5 shrink-0 text-muted" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-[15px] font-bold text-ink capitalize">
            {tag}
            {address.is_default ? (
              <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-bold text-primary-strong normal-case">
                {t('addressDefault')}
              </span>
            ) : null}
          </p>
          {address.house ? <p className="mt-0.5 text-sm text-ink">{address.house}</p> : null}
          <p className="mt-0.5 text-sm text-muted">{address.address}</p>
          {address.landmark ? <p className="text-sm text-muted">{address.landmark}</p> : null}
          <div className="mt-2 flex flex-wrap gap-x-4">
            <button
              type="button"
              onClick={onEdit}
              disabled={isBusy}
              className="min-h-10 text-sm font-bold text-primary-strong disabled:opacity-60"
            >
              {t('addressEdit')}
              <span className="sr-only"> {tag}</span>
            </button>
            <button
              type="button"
              onClick={onDelete}
              disabled={isBusy}
              className="min-h-10 text-sm font-bold text-red-700 disabled:opacity-60"
            >
              {t('addressDelete')}
              <span className="sr-only"> {tag}</span>
            </button>
            {address.is_default ? null : (
              <button
                type="button"
                onClick={onMakeDefault}
                disabled={isBusy}
                className="min-h-10 text-sm font-bold text-primary-strong disabled:opacity-60"
              >
                {t('addressMakeDefault')}
                <span className="sr-only"> {tag}</span>
              </button>
            )}
          </div>
        </div>
      </div>
    </li>
  );
}

type Mode = { kind: 'list' } | { kind: 'form'; address: Address | null };

function AddressBook({ auth }: { auth: AddressesInput }) {
  const { t } = useTranslation();
  const query = useAddresses(auth);
  const save = useSaveAddress(auth);
  const remove = useDeleteAddressWithUndo(auth);
  const makeDefault = useSetDefaultAddress(auth);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const isBusy = save.isPending || makeDefault.isPending;

  if (mode.kind === 'form') {
    const errorMessage = !save.error
      ? null
      : save.error instanceof ApiError && save.error.code === 'request.invalid'
        ? t('formCheckFields')
        : t('errorMessage');
    return (
      <AddressForm
        address={mode.address}
        isSaving={save.isPending}
        errorMessage={errorMessage}
        onCancel={() => {
          save.reset();
          setMode({ kind: 'list' });
        }}
        onSave={(draft) => save.mutate(draft, { onSuccess: () => setMode({ kind: 'list' }) })}
      />
    );
  }

  if (query.isPending) {
    return (
      <SkeletonRegion label={t('appLoading')} className="space-y-3 p-5">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </SkeletonRegion>
    );
  }
  if (query.isError) {
    return (
      <div className="px-6 py-12 text-center">
        <p role="alert" className="text-muted">
          {t('errorMessage')}
        </p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }

  // A failed deletion has already brought the address back into the list.
  const actionError = remove.hasFailed || makeDefault.isError;
  const addresses = query.data.filter((address) => !remove.hiddenIds.has(address.id));
  return (
    <>
      <div className="p-5">
        <Button
          variant="outline"
          className="w-full"
          onClick={() => {
            save.reset();
            setMode({ kind: 'form', address: null });
          }}
        >
          <PlusIcon className="size-5" />
          {t('addressAdd')}
        </Button>
      </div>
      {actionError ? (
        <p role="alert" className="px-5 pb-3 text-sm text-red-700">
          {t('errorMessage')}
        </p>
      ) : null}
      {addresses.length === 0 ? (
        <p className="px-6 py-10 text-center text-muted">{t('addressEmpty')}</p>
      ) : (
        <ul
          aria-label={t('pageSavedAddresses')}
          className="divide-y divide-line border-y border-line"
        >
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              isBusy={isBusy}
              onEdit={() => {
                save.reset();
                setMode({ kind: 'form', address });
              }}
              onDelete={() => remove.onDelete(address)}
              onMakeDefault={() => makeDefault.mutate(address.id)}
            />
          ))}
        </ul>
      )}
      <AddressDeletedToast isVisible={remove.pending !== null} onUndo={remove.onUndo} />
    </>
  );
}

/** `/my-addresses`: list, add, edit, delete (with undo) and set the default address. */
export function AddressesScreen() {
  const { t } = useTranslation();
  const user = useLoggedInUser();
  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white pb-8">
      <PageTopBar title={t('pageSavedAddresses')} backLabel={t('back')} />
      <main>
        {user ? (
          <AddressBook auth={{ token: user.auth_token, user_id: user.id }} />
        ) : (
          <LoginPrompt next="/my-addresses" />
        )}
      </main>
    </div>
  );
}
