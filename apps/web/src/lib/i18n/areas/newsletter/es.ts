import type { AreaCatalog } from '../../area';
import type { newsletterMessages } from './en';

const es: AreaCatalog<typeof newsletterMessages> = {
  'title': 'Boletín',
  'heading': 'El boletín de Dwa',
  'howTo': 'Para suscribirte, escribe tu correo en el formulario del final de la página; te enviaremos un enlace para confirmar. Para darte de baja, sigue el enlace del final de cualquier boletín.',
  'failed': 'Algo salió mal. Comprueba tu conexión e inténtalo de nuevo.',
  'explore': 'Explorar el mercado',
  'confirm.heading': 'Confirma tu suscripción',
  'confirm.lead': 'Recibe ofertas y novedades de Dwa por correo. Puedes darte de baja en cualquier momento desde cualquier boletín.',
  'confirm.button': 'Confirmar suscripción',
  'confirm.busy': 'Confirmando…',
  'unsubscribe.heading': 'Darse de baja del boletín',
  'unsubscribe.lead': 'No recibirás más boletines de Dwa en esta dirección.',
  'unsubscribe.button': 'Darme de baja',
  'unsubscribe.busy': 'Dando de baja…',
};

export default es;
