import type { AreaCatalog } from '../../area';
import type { footerMessages } from './en';

const es: AreaCatalog<typeof footerMessages> = {
  'classifieds': 'Clasificados',
  'browseAll': 'Ver todos los anuncios',
  'postAd': 'Publicar un anuncio',
  'savedItems': 'Artículos guardados',
  'logIn': 'Iniciar sesión',
  'createAccount': 'Crear una cuenta',
  'inbox': 'Bandeja de entrada',
  'yourAccount': 'Tu cuenta',
  'support': 'Soporte',
  'classifiedsCopyright': 'Dwa Clasificados',
  'rights': 'Dwa. Todos los derechos reservados.',
  'city': 'Accra, Ghana',
  'hours': 'De lunes a viernes, de 8:00 a 21:00',
  'trackOrder': 'Seguir un pedido',
  'becomeCourier': 'Hazte repartidor',
  'sellOnDwa': 'Vende en Dwa',
  'explore': 'Explorar el mercado',
  'newsletter': 'Boletín',
  'contact': 'Contáctanos',
  'help': 'Ayuda',
  'getApp': 'Descarga la app',
  'paymentMethods': 'Métodos de pago que aceptamos',
  'comingSoon': 'Próximamente en',
  'company': 'Empresa',
  'courierJobs': 'Empleos de repartidor',
  'onlineStore': 'Tienda en línea',
  'dwaRide': 'Dwa Ride',
  'yourPurchases': 'Tus compras',
  'follow': 'Síguenos',
  'newTab': '(se abre en una pestaña nueva)',
  'tagline': 'El mercado de Ghana: clasificados, compras y entrega en el mismo día.',
};

export default es;
