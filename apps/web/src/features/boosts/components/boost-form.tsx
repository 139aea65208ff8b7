import { useState, type FormEvent } from 'react';
import {
  BOOST_DAYS,
  BOOST_KINDS,
  boostInputSchema,
  type Boost,
  type BoostDays,
  type BoostKind,
  type BoostPrices,
} from '@dwa/shared/boosts';
import type { MomoNetwork } from '@dwa/shared/momo';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ChoiceFieldset } from '../../../components/ui/choice-fieldset';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { RadioCard } from '../../../components/ui/radio-card';
import { NetworkChoice } from '../../../components/ui/network-choice';
import { failureText } from '../../../lib/failure-text';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { boostsMessages } from '../../../lib/i18n/catalogs/boosts';
import { useBuyBoost } from '../api/boosts-api';
import { priceOf } from '../lib/boost-choice';

/** A kind already running, in the place of its radio card: running, until when. */
function RunningKind({ boost }: { boost: Boost }) {
  const t = useT(boostsMessages);
  const f = useFormat();
  return (
    <div className="flex min-h-11 flex-col gap-1 rounded-xl border border-emerald-300 bg-emerald-50 p-3 dark:border-emerald-800 dark:bg-emerald-950/40">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-gray-900 dark:text-gray-50">{t(`kind.${boost.kind}`)}</span>
        <Badge tone="success">{t('status.active')}</Badge>
      </p>
      {boost.ends_at ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('active.until', { date: f.date(boost.ends_at, 'dateTime') })}</p>
      ) : null}
    </div>
  );
}

type Props = { listingId: number; prices: BoostPrices; phone: string; kinds: readonly BoostKind[]; running: readonly Boost[] };

/**
 * Kind and duration with their prices in GHS, the Mobile Money network and number, and Pay (the
 * checkout's radio cards). Only `kinds` can be chosen; a kind in `running` is shown as running instead.
 */
export function BoostForm({ listingId, prices, phone, kinds, running }: Props) {
  const t = useT(boostsMessages);
  const f = useFormat();
  const buy = useBuyBoost(String(listingId));
  const [kind, setKind] = useState<BoostKind>(kinds[0] ?? 'featured');
  const [days, setDays] = useState<BoostDays>(7);
  const [network, setNetwork] = useState<MomoNetwork>('MTN');
  const [number, setNumber] = useState(phone);
  const [numberError, setNumberError] = useState<string | undefined>();
  const price = priceOf(prices, kind, days);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = boostInputSchema.safeParse({ listing_id: listingId, kind, days, momo_network: network, momo_number: number.trim() });
    if (!parsed.success) {
      setNumberError(parsed.error.issues.find((issue) => issue.path[0] === 'momo_number')?.message ?? parsed.error.issues[0]?.message);
      return;
    }
    setNumberError(undefined);
    buy.mutate(parsed.data);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5 rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <ChoiceFieldset legend={t('kind')}>
        <div className="grid gap-2 sm:grid-cols-2">
          {BOOST_KINDS.map((value) => {
            if (!kinds.includes(value)) {
              const boost = running.find((item) => item.kind === value);
              return boost ? <RunningKind key={value} boost={boost} /> : null;
            }
            return (
              <RadioCard
                key={value}
                name="boost-kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                title={t(`kind.${value}`)}
                description={t(value === 'featured' ? 'kind.featuredText' : 'kind.urgentText')}
              />
            );
          })}
        </div>
      </ChoiceFieldset>
      <ChoiceFieldset legend={t('days')}>
        <div className="grid grid-cols-2 gap-2">
          {BOOST_DAYS.map((value) => {
            const amount = priceOf(prices, kind, value);
            return (
              <RadioCard
                key={value}
                name="boost-days"
                value={String(value)}
                checked={days === value}
                onChange={() => setDays(value)}
                title={t('days.value', { days: value })}
                description={amount === null ? undefined : f.cedis(amount, 'ghc')}
              />
            );
          })}
        </div>
      </ChoiceFieldset>
      <NetworkChoice
        legend={t('network')}
        name="boost-network"
        value={network}
        onChange={setNetwork}
        gridClassName="grid grid-cols-3 gap-2"
      />
      <TextField
        label={t('number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        error={numberError}
      />
      {buy.isError ? <FormAlert>{failureText(buy.error, t('payFailed'))}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={buy.isPending || price === null} aria-busy={buy.isPending || undefined}>
        {buy.isPending ? t('paying') : t('pay', { amount: price === null ? '' : f.cedis(price, 'ghc') })}
      </Button>
    </form>
  );
}
