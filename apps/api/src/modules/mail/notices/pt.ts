import type { NoticeCatalog } from './en';

export const pt: NoticeCatalog = {
  notices: {
    orderPlacedCashPickup: { title: 'Pedido {number} feito', body: 'Você paga {total} em dinheiro na retirada.' },
    orderPlacedCashDelivery: { title: 'Pedido {number} feito', body: 'Você paga {total} em dinheiro na entrega.' },
    orderNewCashPickup: {
      title: 'Novo pedido {number}',
      body: '{buyer} fez um pedido de {total} (dinheiro na retirada). Aceite-o para começar.',
    },
    orderNewCashDelivery: {
      title: 'Novo pedido {number}',
      body: '{buyer} fez um pedido de {total} (dinheiro na entrega). Aceite-o para começar.',
    },
    orderAwaitingPayment: { title: 'O pedido {number} aguarda pagamento', body: 'Aprove o pedido do Mobile Money para pagar {total}.' },
    orderPaid: { title: 'Pagamento recebido para {number}', body: 'Recebemos {total}. O vendedor aceitará seu pedido em breve.' },
    orderNewPaid: { title: 'Novo pedido pago {number}', body: '{buyer} pagou {total}. Aceite-o para começar.' },
    orderAccepted: { title: 'Pedido {number} aceito', body: 'O vendedor está preparando seu pedido.' },
    orderReadyAt: { title: 'O pedido {number} está pronto para retirada', body: 'Retire-o em {address} e depois confirme que o recebeu.' },
    orderReady: {
      title: 'O pedido {number} está pronto para retirada',
      body: 'Retire-o no endereço do vendedor e depois confirme que o recebeu.',
    },
    orderAwaitingCourier: {
      title: 'O pedido {number} aguarda um entregador',
      body: 'O vendedor pediu um entregador da Dwa. Acompanhe-o na página do pedido e dê ao entregador seu código de entrega na porta.',
    },
    orderDelivered: { title: 'Pedido {number} entregue', body: 'Confirme que está tudo bem ou peça uma devolução em até 7 dias.' },
    orderDeliveredSeller: { title: 'Pedido {number} entregue', body: '{buyer} recebeu o pedido.' },
    orderCompleted: { title: 'Pedido {number} concluído', body: '{buyer} confirmou o pedido.' },
    orderCancelled: { title: 'Pedido {number} cancelado', body: 'O pedido foi cancelado.' },
    orderCancelledBecause: { title: 'Pedido {number} cancelado', body: '{reason}' },
    orderReturnRequested: { title: 'Devolução solicitada para {number}', body: 'O comprador pediu para devolver o pedido.' },
    orderReturnRequestedBecause: { title: 'Devolução solicitada para {number}', body: '{reason}' },
    orderReturnDeclined: {
      title: 'Devolução recusada para {number}',
      body: 'O vendedor recusou a devolução. Fale com o suporte se não concordar.',
    },
    orderReturned: { title: 'Devolução recebida para {number}', body: 'O vendedor recebeu o item de volta; seu reembolso vem a seguir.' },
    orderRefunded: { title: 'Pedido {number} reembolsado', body: '{total} foi reembolsado.' },
    disputeOpened: {
      title: 'O pedido {number} está em disputa',
      body: 'O comprador abriu uma disputa ({reason}). O pagamento fica retido até a Dwa decidir: adicione a sua versão.',
    },
    disputeMessage: { title: 'Nova mensagem na disputa do pedido {number}', body: '{message}' },
    disputeReleased: { title: 'Disputa do pedido {number} resolvida', body: 'O pagamento é liberado ao vendedor. {note}' },
    disputeRefunded: { title: 'Disputa do pedido {number} resolvida', body: '{amount} é reembolsado ao comprador. {note}' },
    disputePartlyRefunded: {
      title: 'Disputa do pedido {number} resolvida',
      body: '{amount} é reembolsado ao comprador; o restante é liberado ao vendedor. {note}',
    },
    payoutPaid: { title: '{amount} pago', body: 'Seu repasse de {amount} foi enviado para {destination} ({accountName}).' },
    payoutReversed: {
      title: 'Um repasse voltou',
      body: 'Seu repasse de {amount} foi estornado ({reason}). O dinheiro está de volta nos seus ganhos.',
    },
    payoutFailed: {
      title: 'Um repasse não foi concluído',
      body: 'Seu repasse de {amount} falhou ({reason}). O dinheiro está de volta nos seus ganhos: confira seus dados de repasse e tente de novo.',
    },
    payoutMethodChanged: {
      title: 'Seus dados de repasse mudaram',
      body: 'Os repasses agora vão para {accountName} ({account}). Para sua segurança, eles recomeçam em 24 horas. Se não foi você quem fez a mudança, troque sua senha e fale com o suporte agora.',
    },
    listingExpiresSoon: {
      title: 'Seu anúncio {listing} expira em {date}',
      body: 'Renove-o com um toque para mantê-lo na busca, ou marque-o como vendido.',
    },
    listingExpired: {
      title: 'Seu anúncio {listing} expirou',
      body: 'Ele não aparece mais na busca. Renove-o com um toque ou publique-o de novo.',
    },
    dealRateIt: {
      title: 'Avalie seu negócio: {listing}',
      body: 'O vendedor marcou este anúncio como vendido para você. Algumas palavras sobre o negócio ajudam outros compradores.',
    },
    dealReviewed: {
      title: '{name} avaliou sua venda de {listing}',
      body: '{rating} de 5 estrelas. Você pode responder uma vez, publicamente.',
    },
    deliveryJobCancelled: {
      title: 'Serviço cancelado: {item} ({delivery})',
      body: 'Este serviço foi cancelado. Não o retire; ele saiu dos seus serviços aceitos.',
    },
    rideCancelledForDriver: {
      title: 'Corrida cancelada: {vehicle} para {address} (nº {id})',
      body: '{who} cancelou esta corrida. Não vá ao local de embarque; ela saiu das suas corridas.{because}',
    },
    rideCancelledBySupport: {
      title: 'Sua corrida de {vehicle} para {address} foi cancelada pelo suporte da Dwa',
      body: 'Você não será cobrado.{because}',
    },
    rideGivenUp: {
      title: 'Seu motorista desistiu da sua corrida de {vehicle} para {address}',
      body: 'Estamos procurando outro motorista. Motivo: {reason}',
    },
    idVerified: {
      title: 'Sua identidade está verificada.',
      body: 'Sua página de vendedor e seus anúncios agora mostram o selo de identidade verificada.',
    },
    idRejected: {
      title: 'Sua verificação de identidade não foi aprovada.',
      body: 'Motivo: {reason}. Você pode tentar de novo com uma nova selfie e uma nova foto do cartão.',
    },
    idRejectedPlain: {
      title: 'Sua verificação de identidade não foi aprovada.',
      body: 'Você pode tentar de novo com uma nova selfie e uma nova foto do cartão.',
    },
    commentReplied: { title: '{name} respondeu ao seu comentário em {listing}', body: '{comment}' },
    commentOnListing: { title: '{name} comentou no seu anúncio {listing}', body: '{comment}' },
    likedOne: { title: '{name} curtiu seu anúncio {listing}', body: '' },
    likedMany: { title: '{count} pessoas curtiram seu anúncio {listing}', body: '' },
    messageNew: { title: 'Nova mensagem de {name}', body: '{message}' },
    messagesNew: { title: '{count} novas mensagens de {name}', body: '{message}' },
    listingInReview: {
      title: 'Seu anúncio {listing} está em análise',
      body: 'Várias pessoas o denunciaram, então ele fica oculto até um moderador analisá-lo.',
    },
    listingApproved: { title: 'Seu anúncio {listing} foi aprovado', body: 'Ele já está no ar na Dwa.' },
    listingLiveAgain: {
      title: 'Seu anúncio {listing} está no ar de novo',
      body: 'Um moderador analisou as denúncias e ele está visível de novo.',
    },
    listingTakenDown: {
      title: 'Seu anúncio {listing} foi removido',
      body: 'Um moderador analisou as denúncias e o desativou. Fale com o suporte se achar que é um engano.',
    },
    listingTakenDownBecause: { title: 'Seu anúncio {listing} foi removido', body: 'Um moderador o desativou. Motivo: {reason}' },
    listingRefused: { title: 'Seu anúncio {listing} não foi aprovado', body: 'Motivo: {reason}' },
    listingReinstated: { title: 'Seu anúncio {listing} está no ar de novo', body: 'Um moderador o colocou de volta na Dwa.' },
    listingHeldByRule: {
      title: 'Seu anúncio {listing} aguarda análise',
      body: 'Um moderador vai verificá-lo antes de ele ir ao ar ({rule}).',
    },
    sellerApproved: {
      title: 'Agora você pode vender na Dwa',
      body: 'Sua solicitação de vendedor foi aprovada. Publique seu primeiro anúncio.',
    },
    sellerRefused: {
      title: 'Sua solicitação de vendedor não foi aprovada',
      body: 'Fale com o suporte para saber mais. Você pode fazer uma nova solicitação.',
    },
    sellerRefusedBecause: { title: 'Sua solicitação de vendedor não foi aprovada', body: '{reason}' },
    courierApproved: { title: 'Agora você é entregador da Dwa', body: 'Fique online no painel de entregas para ver os trabalhos.' },
    courierRejected: {
      title: 'Sua candidatura de entregador não foi aprovada',
      body: 'Fale com o suporte para saber mais. Você pode se candidatar de novo.',
    },
    savedSearchNew: { title: 'Novo anúncio para sua busca salva {search}', body: '{listing}' },
    savedSearchPriceDrop: { title: 'Baixou o preço: {listing} agora por {price}', body: 'Para sua busca salva {search}' },
    savedSearchDigestOne: { title: '1 novo anúncio para sua busca salva {search}', body: '' },
    savedSearchDigestMany: { title: '{count} novos anúncios para sua busca salva {search}', body: '' },
  },
  words: {
    reasonNotReceived: 'não recebido',
    reasonNotAsDescribed: 'diferente do anunciado',
    reasonDamaged: 'danificado',
    transferReversed: 'A transferência foi estornada.',
    transferFailed: 'A transferência falhou.',
    vehicleOkada: 'okada',
    vehicleTricycle: 'triciclo',
    vehicleCar: 'carro',
    byRider: 'O passageiro',
    bySupport: 'O suporte da Dwa',
    because: ' Motivo: {reason}',
    orderName: 'Pedido {number}',
    deliveryName: 'Entrega nº {id}',
  },
};
