import { useT } from '../../../lib/i18n/i18n-context';
import { footerMessages } from '../../../lib/i18n/catalogs/footer';

// Payment marks drawn as text and simple shapes: no remote logos.
export function PaymentMethods() {
  const t = useT(footerMessages);
  return (
    <ul aria-label={t('paymentMethods')} className="flex flex-wrap items-center gap-2">
      <li className="rounded-md bg-white px-3 py-1.5 text-sm font-extrabold tracking-wide text-[#1a1f71] italic ring-1 ring-gray-200">
        VISA
      </li>
      <li className="flex items-center gap-1.5 rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-gray-900 ring-1 ring-gray-200">
        <svg viewBox="0 0 30 18" width="26" height="16" aria-hidden="true">
          <circle cx="10" cy="9" r="8" fill="#eb001b" />
          <circle cx="20" cy="9" r="8" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
        Mastercard
      </li>
      <li className="rounded-md bg-[#ffcc00] px-3 py-1.5 text-sm font-bold text-gray-950">MTN MoMo</li>
      <li className="rounded-md bg-[#d10000] px-3 py-1.5 text-sm font-bold text-white">Telecel Cash</li>
      <li className="rounded-md bg-white px-3 py-1.5 text-sm font-bold text-[#0b3b8c] ring-1 ring-gray-200">
        Airtel<span className="text-[#c8102e]">Tigo</span> Money
      </li>
    </ul>
  );
}
