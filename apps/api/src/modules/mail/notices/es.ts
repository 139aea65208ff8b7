import type { NoticeCatalog } from './en';

export const es: NoticeCatalog = {
  notices: {
    orderPlacedCashPickup: { title: 'Pedido {number} realizado', body: 'Pagas {total} en efectivo al recogerlo.' },
    orderPlacedCashDelivery: { title: 'Pedido {number} realizado', body: 'Pagas {total} en efectivo contra entrega.' },
    orderNewCashPickup: {
      title: 'Nuevo pedido {number}',
      body: '{buyer} hizo un pedido por {total} (efectivo al recoger). Acéptalo para empezar.',
    },
    orderNewCashDelivery: {
      title: 'Nuevo pedido {number}',
      body: '{buyer} hizo un pedido por {total} (efectivo contra entrega). Acéptalo para empezar.',
    },
    orderAwaitingPayment: { title: 'El pedido {number} espera el pago', body: 'Aprueba la solicitud de Mobile Money para pagar {total}.' },
    orderPaid: { title: 'Pago recibido para {number}', body: 'Recibimos {total}. El vendedor aceptará tu pedido pronto.' },
    orderNewPaid: { title: 'Nuevo pedido pagado {number}', body: '{buyer} pagó {total}. Acéptalo para empezar.' },
    orderAccepted: { title: 'Pedido {number} aceptado', body: 'El vendedor está preparando tu pedido.' },
    orderReadyAt: { title: 'El pedido {number} está listo para recoger', body: 'Recógelo en {address} y luego confirma que lo recibiste.' },
    orderReady: {
      title: 'El pedido {number} está listo para recoger',
      body: 'Recógelo en la dirección del vendedor y luego confirma que lo recibiste.',
    },
    orderAwaitingCourier: {
      title: 'El pedido {number} espera un mensajero',
      body: 'El vendedor pidió un mensajero de Dwa. Síguelo en la página del pedido y dale al mensajero tu código de entrega en la puerta.',
    },
    orderDelivered: {
      title: 'Pedido {number} entregado',
      body: 'Confirma que todo está bien o solicita una devolución en un plazo de 7 días.',
    },
    orderDeliveredSeller: { title: 'Pedido {number} entregado', body: '{buyer} recibió el pedido.' },
    orderCompleted: { title: 'Pedido {number} completado', body: '{buyer} confirmó el pedido.' },
    orderCancelled: { title: 'Pedido {number} cancelado', body: 'El pedido fue cancelado.' },
    orderCancelledBecause: { title: 'Pedido {number} cancelado', body: '{reason}' },
    orderReturnRequested: { title: 'Devolución solicitada para {number}', body: 'El comprador pidió devolver el pedido.' },
    orderReturnRequestedBecause: { title: 'Devolución solicitada para {number}', body: '{reason}' },
    orderReturnDeclined: {
      title: 'Devolución rechazada para {number}',
      body: 'El vendedor rechazó la devolución. Contacta con soporte si no estás de acuerdo.',
    },
    orderReturned: {
      title: 'Devolución recibida para {number}',
      body: 'El vendedor recuperó el artículo; tu reembolso llegará a continuación.',
    },
    orderRefunded: { title: 'Pedido {number} reembolsado', body: 'Se reembolsaron {total}.' },
    disputeOpened: {
      title: 'El pedido {number} está en disputa',
      body: 'El comprador abrió una disputa ({reason}). Su pago queda retenido hasta que Dwa decida: añade tu versión.',
    },
    disputeMessage: { title: 'Nuevo mensaje en la disputa del pedido {number}', body: '{message}' },
    disputeReleased: { title: 'Disputa del pedido {number} resuelta', body: 'El pago se libera al vendedor. {note}' },
    disputeRefunded: { title: 'Disputa del pedido {number} resuelta', body: 'Se reembolsan {amount} al comprador. {note}' },
    disputePartlyRefunded: {
      title: 'Disputa del pedido {number} resuelta',
      body: 'Se reembolsan {amount} al comprador; el resto se libera al vendedor. {note}',
    },
    payoutPaid: { title: '{amount} pagados', body: 'Tu pago de {amount} se envió a {destination} ({accountName}).' },
    payoutReversed: {
      title: 'Un pago fue devuelto',
      body: 'Tu pago de {amount} fue revertido ({reason}). El dinero vuelve a estar en tus ganancias.',
    },
    payoutFailed: {
      title: 'Un pago no se completó',
      body: 'Tu pago de {amount} falló ({reason}). El dinero vuelve a estar en tus ganancias: revisa tus datos de cobro e inténtalo de nuevo.',
    },
    payoutMethodChanged: {
      title: 'Tus datos de cobro cambiaron',
      body: 'Los pagos ahora van a {accountName} ({account}). Por tu seguridad se reanudan en 24 horas. Si no hiciste este cambio, cambia tu contraseña y contacta con soporte ahora.',
    },
    listingExpiresSoon: {
      title: 'Tu anuncio {listing} caduca el {date}',
      body: 'Renuévalo con un toque para mantenerlo en las búsquedas, o márcalo como vendido.',
    },
    listingExpired: {
      title: 'Tu anuncio {listing} ha caducado',
      body: 'Ya no aparece en las búsquedas. Renuévalo con un toque o vuelve a publicarlo.',
    },
    dealRateIt: {
      title: 'Valora tu compra: {listing}',
      body: 'El vendedor marcó este anuncio como vendido a ti. Unas palabras sobre el trato ayudan a otros compradores.',
    },
    dealReviewed: {
      title: '{name} valoró tu venta de {listing}',
      body: '{rating} de 5 estrellas. Puedes responder una vez, públicamente.',
    },
    deliveryJobCancelled: {
      title: 'Trabajo cancelado: {item} ({delivery})',
      body: 'Este trabajo fue cancelado. No lo recojas; ha salido de tus trabajos aceptados.',
    },
    rideCancelledForDriver: {
      title: 'Viaje cancelado: {vehicle} a {address} (n.º {id})',
      body: '{who} canceló este viaje. No vayas a la recogida; ha salido de tus viajes.{because}',
    },
    rideCancelledBySupport: {
      title: 'Tu viaje en {vehicle} a {address} fue cancelado por el soporte de Dwa',
      body: 'No se te cobrará.{because}',
    },
    rideGivenUp: {
      title: 'Tu conductor abandonó tu viaje en {vehicle} a {address}',
      body: 'Estamos buscando otro conductor. Motivo: {reason}',
    },
    idVerified: {
      title: 'Tu identidad está verificada.',
      body: 'Tu página de vendedor y tus anuncios ahora muestran la insignia de identidad verificada.',
    },
    idRejected: {
      title: 'Tu verificación de identidad no fue aprobada.',
      body: 'Motivo: {reason}. Puedes intentarlo de nuevo con un selfie y una foto de la tarjeta nuevos.',
    },
    idRejectedPlain: {
      title: 'Tu verificación de identidad no fue aprobada.',
      body: 'Puedes intentarlo de nuevo con un selfie y una foto de la tarjeta nuevos.',
    },
    commentReplied: { title: '{name} respondió a tu comentario en {listing}', body: '{comment}' },
    commentOnListing: { title: '{name} comentó tu anuncio {listing}', body: '{comment}' },
    likedOne: { title: 'A {name} le gusta tu anuncio {listing}', body: '' },
    likedMany: { title: 'A {count} personas les gusta tu anuncio {listing}', body: '' },
    messageNew: { title: 'Nuevo mensaje de {name}', body: '{message}' },
    messagesNew: { title: '{count} mensajes nuevos de {name}', body: '{message}' },
    listingInReview: {
      title: 'Tu anuncio {listing} está en revisión',
      body: 'Varias personas lo denunciaron, así que está oculto hasta que un moderador lo revise.',
    },
    listingApproved: { title: 'Tu anuncio {listing} fue aprobado', body: 'Ya está publicado en Dwa.' },
    listingLiveAgain: {
      title: 'Tu anuncio {listing} vuelve a estar publicado',
      body: 'Un moderador revisó las denuncias y vuelve a estar visible.',
    },
    listingTakenDown: {
      title: 'Tu anuncio {listing} fue retirado',
      body: 'Un moderador revisó las denuncias y lo desactivó. Contacta con soporte si crees que es un error.',
    },
    listingTakenDownBecause: { title: 'Tu anuncio {listing} fue retirado', body: 'Un moderador lo desactivó. Motivo: {reason}' },
    listingRefused: { title: 'Tu anuncio {listing} no fue aprobado', body: 'Motivo: {reason}' },
    listingReinstated: { title: 'Tu anuncio {listing} vuelve a estar publicado', body: 'Un moderador lo volvió a publicar en Dwa.' },
    listingHeldByRule: {
      title: 'Tu anuncio {listing} está pendiente de revisión',
      body: 'Un moderador lo revisará antes de publicarlo ({rule}).',
    },
    sellerApproved: { title: 'Ya puedes vender en Dwa', body: 'Tu solicitud de vendedor fue aprobada. Publica tu primer anuncio.' },
    sellerRefused: {
      title: 'Tu solicitud de vendedor no fue aprobada',
      body: 'Contacta con soporte para saber más. Puedes volver a solicitarlo.',
    },
    sellerRefusedBecause: { title: 'Tu solicitud de vendedor no fue aprobada', body: '{reason}' },
    courierApproved: { title: 'Ya eres mensajero de Dwa', body: 'Conéctate en el panel de entregas para ver los trabajos.' },
    courierRejected: {
      title: 'Tu solicitud de mensajero no fue aprobada',
      body: 'Contacta con soporte para saber más. Puedes volver a solicitarlo.',
    },
    savedSearchNew: { title: 'Nuevo anuncio para tu búsqueda guardada {search}', body: '{listing}' },
    savedSearchPriceDrop: { title: 'Bajada de precio: {listing} ahora a {price}', body: 'Para tu búsqueda guardada {search}' },
    savedSearchDigestOne: { title: '1 anuncio nuevo para tu búsqueda guardada {search}', body: '' },
    savedSearchDigestMany: { title: '{count} anuncios nuevos para tu búsqueda guardada {search}', body: '' },
  },
  words: {
    reasonNotReceived: 'no recibido',
    reasonNotAsDescribed: 'no es como se describía',
    reasonDamaged: 'dañado',
    transferReversed: 'La transferencia fue revertida.',
    transferFailed: 'La transferencia falló.',
    vehicleOkada: 'okada',
    vehicleTricycle: 'triciclo',
    vehicleCar: 'coche',
    byRider: 'El pasajero',
    bySupport: 'El soporte de Dwa',
    because: ' Motivo: {reason}',
    orderName: 'Pedido {number}',
    deliveryName: 'Entrega n.º {id}',
  },
};
