import type { AreaCatalog } from '../../area';
import type { accessMessages } from './en';

const pt: AreaCatalog<typeof accessMessages> = {
  'seller.title': 'Acesso de vendedor necessário',
  'seller.text': 'Este recurso está disponível apenas para contas de vendedor. Os clientes podem navegar e comprar itens, mas não podem gerenciar anúncios.',
  'seller.upgrade': 'Tornar-se vendedor',
  'seller.browse': 'Ver anúncios',
  'admin.title': 'Acesso negado',
  'admin.code': 'Erro 403',
  'admin.text': 'O console de administração é apenas para administradores da Dwa. Sua conta não pode abri-lo.',
  'admin.home': 'Ir para a página inicial',
  'admin.account': 'Sua conta',
};

export default pt;
