import type { AreaCatalog } from '../../area';
import type { accessMessages } from './en';

const es: AreaCatalog<typeof accessMessages> = {
  'seller.title': 'Se requiere acceso de vendedor',
  'seller.text': 'Esta función solo está disponible para cuentas de vendedor. Los clientes pueden explorar y comprar artículos, pero no pueden gestionar anuncios.',
  'seller.upgrade': 'Pasar a vendedor',
  'seller.browse': 'Ver anuncios',
  'admin.title': 'Acceso denegado',
  'admin.code': 'Error 403',
  'admin.text': 'La consola de administración es solo para los administradores de Dwa. Tu cuenta no puede abrirla.',
  'admin.home': 'Ir a la página de inicio',
  'admin.account': 'Tu cuenta',
};

export default es;
