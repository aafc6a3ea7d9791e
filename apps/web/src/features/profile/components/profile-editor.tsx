import type { LoggedInUser } from '@app/shared/accounts/accounts.schemas';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { FormError, FormField } from '../../../components/form-field';
import { OtpStep } from '../../../components/otp-step';
import { accountErrorText } from '../../../lib/session/error-messages';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDeleteMyAccount } from '../api/delete-my-account';
import { useGenerateOtpPhoneNumberUpdate } from '../api/generate-otp-phone-number-update';
import { useProfile, type ProfileAuth } from '../api/get-profile';
import { useUpdateNewPhoneNumber } from '../api/update-new-phone-number';
import { useUpdateProfile } from '../api/update-profile';
import { resizeAvatar } from '../lib/resize-avatar';
import '../../../lib/i18n/account-strings';
import '../../../lib/i18n/screen-strings';

type Editing = 'details' | 'phone' | null;

function AvatarPicker({ user, auth }: { user: LoggedInUser; auth: ProfileAuth }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(auth);
  const [isResizing, setIsResizing] = useState(false);
  const [hasResizeError, setHasResizeError] = useState(false);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setHasResizeError(false);
    setIsResizing(true);
    try {
      const avatar = await resizeAvatar(file);
      update.mutate({ call: 'change-avatar', fields: { avatar } });
    } catch (error) {
      console.warn(error);
      setHasResizeError(true);
    } finally {
      setIsResizing(false);
    }
  };
  const isBusy = isResizing || update.isPending;
  return (
    <div className="flex flex-col items-center gap-2">
      {user.avatar ? (
        <img src={user.avatar} alt="" className="size-20 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-20 place-items-center rounded-full bg-primary-soft text-3xl font-extrabold text-primary-strong"
        >
          {user.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <label className="cursor-pointer text-sm font-bold text-primary-strong has-disabled:opacity-60">
        {isBusy ? t('saving') : t('profileChangePhoto')}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          disabled={isBusy}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      </label>
      {hasResizeError || update.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('profilePhotoError')}
        </p>
      ) : null}
    </div>
  );
}

function DetailsSheet({
  user,
  auth,
  onClose,
}: {
  user: LoggedInUser;
  auth: ProfileAuth;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateProfile(auth);
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  // A new email needs the current password: a session alone cannot move the account elsewhere.
  const emailChanges = email.trim().toLowerCase() !== (user.email ?? '').toLowerCase();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = emailChanges
      ? { name: name.trim(), email: email.trim(), current_password: currentPassword }
      : { name: name.trim() };
    update.mutate({ call: 'update-user-info', fields }, { onSuccess: onClose });
  };
  const errorText = accountErrorText(update.error, t);
  return (
    <Sheet title={t('profileEditDetails')} closeLabel={t('cancel')} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label={t('registerName')} value={name} onValue={setName} autoComplete="name" />
        <FormField
          label={t('loginEmail')}
          type="email"
          inputMode="email"
          value={email}
          onValue={setEmail}
          autoComplete="email"
        />
        {emailChanges ? (
          <FormField
            label={t('profileCurrentPassword')}
            type="password"
            value={currentPassword}
            onValue={setCurrentPassword}
            autoComplete="current-password"
          />
        ) : null}
        <FormError message={errorText} />
        <Button
          type="submit"
          disabled={
            update.isPending || !name.trim() || !email.trim() || (emailChanges && !currentPassword)
          }
        >
          {update.isPending ? t('saving') : t('profileSave')}
        </Button>
      </form>
    </Sheet>
  );
}

function PhoneSheet({ auth, onClose }: { auth: ProfileAuth; onClose: () => void }) {
  const { t } = useTranslation();
  const sendCode = useGenerateOtpPhoneNumberUpdate(auth);
  const update = useUpdateNewPhoneNumber(auth);
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const isCodeStep = sendCode.isSuccess;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isCodeStep) sendCode.mutate(phone.trim());
    else update.mutate({ phone: phone.trim(), otp: otp.trim() }, { onSuccess: onClose });
  };
  const errorText = accountErrorText(isCodeStep ? update.error : sendCode.error, t);
  return (
    <Sheet title={t('profileChangePhone')} closeLabel={t('cancel')} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {isCodeStep ? (
          <OtpStep
            sentText={t('registerOtpSent').replace('{phone}', phone.trim())}
            value={otp}
            onValue={setOtp}
          />
        ) : (
          <FormField
            label={t('profileNewPhone')}
            hint={t('phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onValue={setPhone}
          />
        )}
        <FormError message={errorText} />
        <Button
          type="submit"
          disabled={
            sendCode.isPending ||
            update.isPending ||
            (isCodeStep ? otp.trim().length !== 6 : !phone.trim())
          }
        >
          {isCodeStep ? t('resetVerifyCode') : t('resetSendCode')}
        </Button>
      </form>
    </Sheet>
  );
}

function DeleteSheet({
  auth,
  onClose,
  onDeleted,
}: {
  auth: ProfileAuth;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteMyAccount(auth);
  const [password, setPassword] = useState('');
  const errorText = accountErrorText(remove.error, t);
  return (
    <Sheet
      title={t('profileDeleteTitle')}
      description={t('profileDeleteMessage')}
      closeLabel={t('cancel')}
      onClose={onClose}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          remove.mutate(password, { onSuccess: onDeleted });
        }}
      >
        <FormField
          label={t('loginPassword')}
          type="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
        />
        <FormError message={errorText} />
        <div className="flex gap-3">
          <Button variant="outline" className="flex-1" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            className="flex-1 bg-red-700!"
            disabled={remove.isPending || !password}
          >
            {t('profileDeleteAccount')}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}

function VatForm({ auth, current }: { auth: ProfileAuth; current: string | null }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(auth);
  const [value, setValue] = useState<string | null>(null);
  const shown = value ?? current ?? '';
  const errorText = accountErrorText(update.error, t);
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { call: 'update-tax-number', fields: { tax_number: shown.trim() } },
          { onSuccess: () => setValue(null) },
        );
      }}
    >
      <div className="flex items-end gap-2">
        <FormField
          className="flex-1"
          label={t('profileVatNumber')}
          value={shown}
          onValue={setValue}
          maxLength={32}
        />
        <Button type="submit" variant="outline" disabled={update.isPending || value === null}>
          {t('profileSave')}
        </Button>
      </div>
      {update.isSuccess && value === null ? (
        <p role="status" className="text-sm text-green-800">
          {t('profileSaved')}
        </p>
      ) : null}
      <FormError message={errorText} />
    </form>
  );
}

/** The profile part of `/my-account`: photo, name and email, phone (with a code), VAT, deletion. */
export function ProfileEditor({ user }: { user: LoggedInUser }) {
  const { t } = useTranslation();
  const auth = { token: user.auth_token, user_id: user.id };
  const profile = useProfile(auth);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  return (
    <>
      <section aria-labelledby="account-name" className="bg-white p-5">
        <AvatarPicker user={user} auth={auth} />
        <h2 id="account-name" className="mt-3 text-center text-xl font-extrabold text-ink">
          {user.name}
        </h2>
        <dl className="mt-4 divide-y divide-line rounded-xl border border-line text-[15px]">
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <dt className="text-muted">{t('loginEmail')}</dt>
            <dd className="min-w-0 truncate font-semibold text-ink">
              {user.email ?? t('accountNotAdded')}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <dt className="text-muted">{t('accountPhone')}</dt>
            <dd className="min-w-0 truncate font-semibold text-ink">
              {user.phone ?? t('accountNotAdded')}
            </dd>
          </div>
        </dl>
        <div className="mt-3 grid grid-cols-2 gap-3">
          <Button
            variant="outline"
            className="min-h-11 text-sm"
            onClick={() => setEditing('details')}
          >
            {t('profileEditDetails')}
          </Button>
          <Button
            variant="outline"
            className="min-h-11 text-sm"
            onClick={() => setEditing('phone')}
          >
            {t('profileChangePhone')}
          </Button>
        </div>
        <div className="mt-4">
          {profile.isPending ? null : (
            <VatForm auth={auth} current={profile.data?.tax_number ?? null} />
          )}
        </div>
      </section>
      {editing === 'details' ? <DetailsSheet user={user} auth={auth} onClose={close} /> : null}
      {editing === 'phone' ? <PhoneSheet auth={auth} onClose={close} /> : null}
    </>
  );
}

/** Delete account, behind a confirmation dialog that asks for the password. */
export function DeleteAccount({ user, onDeleted }: { user: LoggedInUser; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" className="w-full text-red-700" onClick={() => setIsOpen(true)}>
        {t('profileDeleteAccount')}
      </Button>
      {isOpen ? (
        <DeleteSheet
          auth={{ token: user.auth_token, user_id: user.id }}
          onClose={() => setIsOpen(false)}
          onDeleted={onDeleted}
        />
      ) : null}
    </>
  );
}
