import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import type { SupportTicket } from '@dwa/shared/delivery';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { currentPosition } from '../../lib/geolocation';
import { http } from '../../lib/http';
import { ridesMessages } from '../../lib/i18n/catalogs/rides';
import { useT } from '../../lib/i18n/i18n-context';
import { notify } from '../../lib/toast';

// SOS on a ride, for its rider and its driver alike: after a confirmation, POST /rides/{id}/sos
// opens a support ticket with this device's position (the server falls back on the driver's last
// known one, then the pickup's, when the device cannot tell).

const raiseSos = ({ id, lat, lng }: { id: number; lat: number | null; lng: number | null }) =>
  http.post<SupportTicket>(`/api/v1/rides/${id}/sos`, { lat, lng });

export function RideSosButton({ rideId, size = 'md' }: { rideId: number; size?: 'sm' | 'md' }) {
  const t = useT(ridesMessages);
  const sos = useMutation({ mutationFn: raiseSos });
  const [open, setOpen] = useState(false);
  async function send() {
    const here = await currentPosition().catch(() => null);
    sos.mutate(
      { id: rideId, lat: here?.lat ?? null, lng: here?.lng ?? null },
      {
        onSuccess: () => notify.success(t('sos.sent')),
        onError: (error) => notify.error(error.message),
        onSettled: () => setOpen(false),
      },
    );
  }
  return (
    <>
      <Button
        variant="outline"
        size={size}
        className="border-red-600 text-red-700 dark:border-red-400 dark:text-red-300"
        onClick={() => setOpen(true)}
      >
        <ShieldAlert aria-hidden="true" className="size-4" />
        {t('sos')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('sos.title')}
        confirmLabel={sos.isPending ? t('sos.sending') : t('sos.send')}
        cancelLabel={t('sos.notNow')}
        confirmVariant="danger"
        busy={sos.isPending}
        onConfirm={() => void send()}
        onCancel={() => setOpen(false)}
      >
        <p className="text-sm">{t('sos.text')}</p>
      </ConfirmDialog>
    </>
  );
}
