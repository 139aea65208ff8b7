import type { Messages } from '../area';
import type { Catalog } from '../catalog';

const es: Catalog = {
  'shell.skip': 'Ir al contenido principal',
  'nav.main': 'Principal',
  'nav.home': 'Inicio',
  'nav.ecommerce': 'Comercio electrónico',
  'nav.classifieds': 'Clasificados',
  'nav.ride': 'Viajes',
  'nav.deliver': 'Reparte y gana',
  'nav.about': 'Quiénes somos',
  'nav.menu': 'Menú',
  'theme.light': 'Claro',
  'theme.dark': 'Oscuro',
  'splash.welcome': 'Bienvenido a Dwa',
  'splash.skip': 'Saltar la introducción',

  'header.store': 'Cabecera de la tienda',
  'header.searchAndAccount': 'Búsqueda y cuenta',
  'header.storeOptions': 'Opciones de la tienda',
  'header.orderTracking': 'Seguimiento de pedidos',
  'header.postAd': 'Publicar anuncio',
  'header.language': 'Idioma',
  'header.currency': 'Moneda',
  'header.themeNotice': 'Ya llegó el modo oscuro. Usa el botón {button} de arriba para cambiar de tema.',
  'header.dismissThemeNotice': 'Cerrar el aviso del tema',
  'header.wishlist': 'Lista de deseos',
  'header.messages': 'Mensajes',
  'header.messagesUnread': 'Mensajes, {badge} sin leer',
  'header.cart': 'Carrito',
  'header.cartItems': '{count, plural, one {Carrito, {badge} artículo} other {Carrito, {badge} artículos}}',
  'header.signIn': 'Iniciar sesión',
  'header.signUp': 'Registrarse',
  'search.label': 'Buscar anuncios',
  'search.placeholder': 'Busca lo que quieras...',
  'search.submit': 'Buscar',
  'categories.label': 'Categorías',
  'categories.all': 'Todas las categorías',
  'categories.search': 'Buscar categorías',
  'categories.none': 'Ninguna categoría coincide con tu búsqueda.',

  'menu.account': 'Cuenta:',
  'menu.admin': 'Consola de administración',
  'menu.profile': 'Perfil',
  'menu.purchases': 'Mis compras',
  'menu.likes': 'Me gusta',
  'menu.manageListings': 'Gestionar anuncios',
  'menu.mySales': 'Mis ventas',
  'menu.promos': 'Descuentos y promociones',
  'menu.sellingPreferences': 'Preferencias de venta',
  'menu.settings': 'Ajustes',
  'menu.notifications': 'Notificaciones',
  'menu.unread': 'sin leer',
  'menu.notificationsUnread': 'Notificaciones, {badge} sin leer',
  'menu.darkMode': 'Modo oscuro',
  'menu.logout': 'Cerrar sesión',

  'notFound.title': 'Página no encontrada',
  'notFound.code': 'Error 404',
  'notFound.text': 'La página que buscas no existe o se ha movido.',
  'notFound.home': 'Ir a la página de inicio',
  'notFound.explore': 'Explorar el mercado',

  'tools.label': 'Herramientas de la página',
  'tools.scrollTop': 'Volver arriba',
  'error.title': '¡Error inesperado de la aplicación!',
  'error.fallback': 'Algo salió mal.',
  'error.home': 'Volver al inicio',
  'status.loading': 'Cargando...',
  'status.session': 'Comprobando tu sesión...',
  'status.messages': 'Cargando tus mensajes...',
};

export default es;

/** This language's area catalogs (ADR 046): each a chunk of its own, loaded with the pages that show the area. */
export const areas = import.meta.glob<{ default: Messages }>('../areas/*/es.ts');
export { ROUTE_AREAS as routeAreas } from '../route-areas';
