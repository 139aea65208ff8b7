import type { AreaCatalog } from '../../area';
import type { ridesMessages } from './en';

const ar: AreaCatalog<typeof ridesMessages> = {
  'status.requested': 'جارٍ البحث عن سائق',
  'status.accepted': 'السائق في الطريق',
  'status.arrived': 'وصل السائق',
  'status.started': 'في الرحلة',
  'status.completed': 'مكتملة',
  'status.cancelled': 'ملغاة',
  'vehicle.okada': 'أوكادا',
  'vehicle.tricycle': 'دراجة ثلاثية العجلات',
  'vehicle.car': 'سيارة',
  'method.cash': 'نقدًا',
  'method.momo': 'Mobile Money',
  'chat.withDriver': 'محادثة مع سائقك',
  'chat.withRider': 'محادثة مع راكبك',
  'chat.empty': 'لا رسائل بعد.',
  'chat.you': 'أنت: ',
  'chat.driver': 'السائق: ',
  'chat.rider': 'الراكب: ',
  'chat.location': 'موقع تمت مشاركته',
  'chat.locationNote': 'موقع تمت مشاركته: {note}',
  'chat.message': 'رسالة',
  'chat.placeholder': 'اكتب رسالة',
  'chat.send': 'إرسال',
  'sos': 'SOS',
  'sos.title': 'إرسال نداء استغاثة؟',
  'sos.sending': 'جارٍ الإرسال...',
  'sos.send': 'أرسل نداء الاستغاثة',
  'sos.notNow': 'ليس الآن',
  'sos.text': 'يُبلَّغ دعم Dwa فورًا بهذه الرحلة وبآخر موقع معروف لك. عند الخطر، اتصل بالرقم 191 (الشرطة) أو 193 (الإسعاف).',
  'sos.sent': 'تلقّى دعم Dwa نداء الاستغاثة وموقعك. إن كنت في خطر، اتصل بالرقم 191 (الشرطة) أو 193 (الإسعاف).',
};

export default ar;
