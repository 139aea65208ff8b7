import type { AreaCatalog } from '../../area';
import type { newsletterMessages } from './en';

const pt: AreaCatalog<typeof newsletterMessages> = {
  'title': 'Newsletter',
  'heading': 'A newsletter da Dwa',
  'howTo': 'Para subscrever, introduza o seu e-mail no formulário no fundo da página; enviamos-lhe uma ligação para confirmar. Para cancelar a subscrição, siga a ligação no fim de qualquer newsletter.',
  'failed': 'Ocorreu um problema. Verifique a ligação e tente novamente.',
  'explore': 'Explorar o mercado',
  'confirm.heading': 'Confirme a sua subscrição',
  'confirm.lead': 'Receba promoções e novidades da Dwa por e-mail. Pode cancelar a subscrição a qualquer momento a partir de qualquer newsletter.',
  'confirm.button': 'Confirmar subscrição',
  'confirm.busy': 'A confirmar…',
  'unsubscribe.heading': 'Cancelar a subscrição da newsletter',
  'unsubscribe.lead': 'Deixará de receber newsletters da Dwa neste endereço.',
  'unsubscribe.button': 'Cancelar subscrição',
  'unsubscribe.busy': 'A cancelar…',
};

export default pt;
