import type { AreaCatalog } from '../../area';
import type { ridesMessages } from './en';

const hi: AreaCatalog<typeof ridesMessages> = {
  'status.requested': 'ड्राइवर ढूँढा जा रहा है',
  'status.accepted': 'ड्राइवर रास्ते में है',
  'status.arrived': 'ड्राइवर पहुँच गया है',
  'status.started': 'यात्रा जारी',
  'status.completed': 'पूरी हुई',
  'status.cancelled': 'रद्द',
  'vehicle.okada': 'ओकाडा',
  'vehicle.tricycle': 'तिपहिया',
  'vehicle.car': 'कार',
  'method.cash': 'नकद',
  'method.momo': 'Mobile Money',
  'chat.withDriver': 'अपने ड्राइवर से चैट करें',
  'chat.withRider': 'अपने यात्री से चैट करें',
  'chat.empty': 'अभी कोई संदेश नहीं।',
  'chat.you': 'आप: ',
  'chat.driver': 'ड्राइवर: ',
  'chat.rider': 'यात्री: ',
  'chat.location': 'साझा की गई जगह',
  'chat.locationNote': 'साझा की गई जगह: {note}',
  'chat.message': 'संदेश',
  'chat.placeholder': 'संदेश लिखें',
  'chat.send': 'भेजें',
  'sos': 'SOS',
  'sos.title': 'SOS भेजें?',
  'sos.sending': 'भेजा जा रहा है...',
  'sos.send': 'SOS भेजें',
  'sos.notNow': 'अभी नहीं',
  'sos.text': 'Dwa सहायता को इस सवारी और आपकी आख़िरी ज्ञात जगह के साथ तुरंत सूचना मिलती है। ख़तरे में हों तो 191 (पुलिस) या 193 (एम्बुलेंस) पर कॉल करें।',
  'sos.sent': 'Dwa सहायता को आपका SOS और आपकी जगह मिल गई है। अगर आप ख़तरे में हैं, तो 191 (पुलिस) या 193 (एम्बुलेंस) पर कॉल करें।',
};

export default hi;
