import { useState } from 'react';
import type { FormEvent } from 'react';
import { MOMO_NETWORKS, MOMO_NETWORK_LABELS } from '@dwa/shared/momo';
import type { MomoNetwork } from '@dwa/shared/momo';
import type { PayoutDestinationInput } from '@dwa/shared/payouts';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, TextField, inputClasses } from '../../../components/ui/form-field';
import { Page } from '../../../components/ui/page';
import { PasswordInput } from '../../../components/ui/password-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../hooks/use-session';
import { failureText } from '../../../lib/failure-text';
import { fieldIssues, oneOf } from '../../../lib/field-issues';
import { notify } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import { payoutsMessages } from '../../../lib/i18n/catalogs/payouts';
import { useBanks } from '../api/get-banks';
import { usePayoutMethod } from '../api/get-payout-method';
import { useResolveAccount } from '../api/resolve-account';
import { useSavePayoutMethod } from '../api/save-payout-method';
import { walletFrom } from '../lib/money';
import { methodLabel } from './payout-method-card';

type Kind = 'momo' | 'bank';
const FIELDS = ['network', 'number', 'bank_code', 'account_number', 'password'] as const;
type Field = (typeof FIELDS)[number];
const isField = oneOf(FIELDS);

/**
 * /earnings/payout-method: a Mobile Money number or a bank account. The name the network or bank
 * resolves is shown to confirm first; saving asks for the password again and holds payouts 24 hours.
 */
export function PayoutMethodPage() {
  const t = useT(payoutsMessages);
  const navigate = useNavigate();
  const session = useSession();
  const [search] = useSearchParams();
  const wallet = walletFrom(search.get('wallet'), session.status === 'signed-in' && session.isSeller);
  const current = usePayoutMethod();
  const [kind, setKind] = useState<Kind>('momo');
  const [network, setNetwork] = useState<MomoNetwork>('MTN');
  const [number, setNumber] = useState('');
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [password, setPassword] = useState('');
  const [resolved, setResolved] = useState<{ destination: PayoutDestinationInput; name: string } | null>(null);
  const banks = useBanks(kind === 'bank');
  const resolve = useResolveAccount();
  const save = useSavePayoutMethod();

  const destination: PayoutDestinationInput =
    kind === 'momo' ? { kind, network, number: number.trim() } : { kind, bank_code: bankCode, account_number: accountNumber.trim() };
  const edited = (apply: () => void) => {
    apply();
    setResolved(null);
    save.reset();
  };
  const issues = fieldIssues(resolve.error ?? save.error, isField);
  const fieldError = (name: Field) => issues?.fields[name];
  const otherError = resolve.error ?? save.error;

  const check = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    resolve.mutate(destination, { onSuccess: (answer) => setResolved({ destination, name: answer.account_name }) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!resolved) return;
    save.mutate(
      { ...resolved.destination, password },
      {
        onSuccess: () => {
          notify.success(t('method.saved'));
          navigate(paths.earnings.getHref(wallet));
        },
      },
    );
  };

  return (
    <Page title={t('method.pageTitle')} description={t('method.pageText')}>
      <Link
        to={paths.earnings.getHref(wallet)}
        className="mb-4 inline-flex items-center gap-2 text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('title')}
      </Link>
      <div className="max-w-xl space-y-4">
        {current.isPending ? (
          <Skeleton className="h-6 w-64" />
        ) : current.data?.method ? (
          <p className="text-sm" data-testid="current-method">
            {t('method.current', { account: methodLabel(current.data.method), name: current.data.method.account_name })}
          </p>
        ) : null}
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
          {t('method.holdNote')}
        </p>
        <form
          onSubmit={resolved ? submit : check}
          noValidate
          className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
        >
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-200">{t('method.kind')}</legend>
            <div className="flex flex-wrap gap-4">
              {(['momo', 'bank'] as const).map((value) => (
                <label key={value} className="inline-flex min-h-10 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="kind"
                    value={value}
                    checked={kind === value}
                    onChange={() => edited(() => setKind(value))}
                    className="size-4 accent-emerald-700"
                  />
                  {t(value === 'momo' ? 'method.momo' : 'method.bank')}
                </label>
              ))}
            </div>
          </fieldset>
          {kind === 'momo' ? (
            <>
              <FormField label={t('method.network')} error={fieldError('network')}>
                {(control) => (
                  <select
                    {...control}
                    value={network}
                    onChange={(event) => edited(() => setNetwork(event.target.value as MomoNetwork))}
                    className={inputClasses}
                  >
                    {MOMO_NETWORKS.map((value) => (
                      <option key={value} value={value}>
                        {MOMO_NETWORK_LABELS[value]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <TextField
                label={t('method.number')}
                hint={t('method.numberHint')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={number}
                onChange={(event) => edited(() => setNumber(event.target.value))}
                error={fieldError('number')}
              />
            </>
          ) : (
            <>
              <FormField
                label={t('method.bankName')}
                error={fieldError('bank_code')}
                hint={banks.isError ? t('method.banksError') : undefined}
              >
                {(control) => (
                  <select
                    {...control}
                    value={bankCode}
                    onChange={(event) => edited(() => setBankCode(event.target.value))}
                    className={inputClasses}
                    disabled={banks.isPending}
                  >
                    <option value="">{banks.isPending ? t('method.banksLoading') : t('method.chooseBank')}</option>
                    {(banks.data?.results ?? []).map((bank) => (
                      <option key={bank.code} value={bank.code}>
                        {bank.name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <TextField
                label={t('method.accountNumber')}
                inputMode="numeric"
                autoComplete="off"
                value={accountNumber}
                onChange={(event) => edited(() => setAccountNumber(event.target.value))}
                error={fieldError('account_number')}
              />
            </>
          )}
          {resolved ? (
            <>
              <div
                role="status"
                className="rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm dark:border-emerald-800 dark:bg-emerald-950/40"
              >
                <p>{t('method.resolved')}</p>
                <p className="text-lg font-semibold" data-testid="resolved-name">
                  {resolved.name}
                </p>
                <p className="text-gray-700 dark:text-gray-300">{t('method.resolvedCheck')}</p>
              </div>
              <FormField label={t('method.password')} hint={t('method.passwordHint')} error={fieldError('password')}>
                {(control) => (
                  <PasswordInput
                    {...control}
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                )}
              </FormField>
            </>
          ) : null}
          {otherError && !(issues && Object.keys(issues.fields).length > 0 && issues.others.length === 0) ? (
            <FormAlert>{issues?.others[0] ?? failureText(otherError, t('method.failed'))}</FormAlert>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {resolved ? (
              <>
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? t('method.saving') : t('method.save')}
                </Button>
                <Button variant="outline" onClick={() => edited(() => setPassword(''))}>
                  {t('method.notMe')}
                </Button>
              </>
            ) : (
              <Button type="submit" disabled={resolve.isPending}>
                {resolve.isPending ? t('method.checking') : t('method.check')}
              </Button>
            )}
          </div>
        </form>
      </div>
    </Page>
  );
}
