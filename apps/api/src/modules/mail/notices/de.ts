import type { NoticeCatalog } from './en';

export const de: NoticeCatalog = {
  notices: {
    orderPlacedCashPickup: { title: 'Bestellung {number} aufgegeben', body: 'Sie zahlen {total} bar bei der Abholung.' },
    orderPlacedCashDelivery: { title: 'Bestellung {number} aufgegeben', body: 'Sie zahlen {total} bar bei Lieferung.' },
    orderNewCashPickup: {
      title: 'Neue Bestellung {number}',
      body: '{buyer} hat für {total} bestellt (bar bei Abholung). Nehmen Sie sie an, um zu beginnen.',
    },
    orderNewCashDelivery: {
      title: 'Neue Bestellung {number}',
      body: '{buyer} hat für {total} bestellt (bar bei Lieferung). Nehmen Sie sie an, um zu beginnen.',
    },
    orderAwaitingPayment: {
      title: 'Bestellung {number} wartet auf Zahlung',
      body: 'Bestätigen Sie die Mobile-Money-Anfrage, um {total} zu zahlen.',
    },
    orderPaid: { title: 'Zahlung für {number} erhalten', body: 'Wir haben {total} erhalten. Der Verkäufer nimmt Ihre Bestellung bald an.' },
    orderNewPaid: { title: 'Neue bezahlte Bestellung {number}', body: '{buyer} hat {total} bezahlt. Nehmen Sie sie an, um zu beginnen.' },
    orderAccepted: { title: 'Bestellung {number} angenommen', body: 'Der Verkäufer bereitet Ihre Bestellung vor.' },
    orderReadyAt: {
      title: 'Bestellung {number} ist abholbereit',
      body: 'Holen Sie sie bei {address} ab und bestätigen Sie dann den Erhalt.',
    },
    orderReady: {
      title: 'Bestellung {number} ist abholbereit',
      body: 'Holen Sie sie an der Adresse des Verkäufers ab und bestätigen Sie dann den Erhalt.',
    },
    orderAwaitingCourier: {
      title: 'Bestellung {number} wartet auf einen Kurier',
      body: 'Der Verkäufer hat einen Dwa-Kurier angefordert. Verfolgen Sie ihn auf der Bestellseite und geben Sie dem Kurier an der Tür Ihren Übergabecode.',
    },
    orderDelivered: {
      title: 'Bestellung {number} geliefert',
      body: 'Bestätigen Sie, dass alles in Ordnung ist, oder beantragen Sie innerhalb von 7 Tagen eine Rücksendung.',
    },
    orderDeliveredSeller: { title: 'Bestellung {number} geliefert', body: '{buyer} hat die Bestellung erhalten.' },
    orderCompleted: { title: 'Bestellung {number} abgeschlossen', body: '{buyer} hat die Bestellung bestätigt.' },
    orderCancelled: { title: 'Bestellung {number} storniert', body: 'Die Bestellung wurde storniert.' },
    orderCancelledBecause: { title: 'Bestellung {number} storniert', body: '{reason}' },
    orderReturnRequested: { title: 'Rücksendung für {number} beantragt', body: 'Der Käufer möchte die Bestellung zurücksenden.' },
    orderReturnRequestedBecause: { title: 'Rücksendung für {number} beantragt', body: '{reason}' },
    orderReturnDeclined: {
      title: 'Rücksendung für {number} abgelehnt',
      body: 'Der Verkäufer hat die Rücksendung abgelehnt. Wenden Sie sich an den Support, wenn Sie nicht einverstanden sind.',
    },
    orderReturned: { title: 'Rücksendung für {number} erhalten', body: 'Der Verkäufer hat den Artikel zurück; Ihre Erstattung folgt.' },
    orderRefunded: { title: 'Bestellung {number} erstattet', body: '{total} wurde erstattet.' },
    disputeOpened: {
      title: 'Bestellung {number} wird beanstandet',
      body: 'Der Käufer hat einen Streitfall eröffnet ({reason}). Die Zahlung wird einbehalten, bis Dwa entscheidet: Schildern Sie Ihre Sicht.',
    },
    disputeMessage: { title: 'Neue Nachricht im Streitfall zu Bestellung {number}', body: '{message}' },
    disputeReleased: {
      title: 'Streitfall zu Bestellung {number} entschieden',
      body: 'Die Zahlung wird an den Verkäufer freigegeben. {note}',
    },
    disputeRefunded: { title: 'Streitfall zu Bestellung {number} entschieden', body: '{amount} wird dem Käufer erstattet. {note}' },
    disputePartlyRefunded: {
      title: 'Streitfall zu Bestellung {number} entschieden',
      body: '{amount} wird dem Käufer erstattet; der Rest geht an den Verkäufer. {note}',
    },
    payoutPaid: { title: '{amount} ausgezahlt', body: 'Ihre Auszahlung von {amount} wurde an {destination} ({accountName}) gesendet.' },
    payoutReversed: {
      title: 'Eine Auszahlung kam zurück',
      body: 'Ihre Auszahlung von {amount} wurde rückgängig gemacht ({reason}). Das Geld ist wieder in Ihren Einnahmen.',
    },
    payoutFailed: {
      title: 'Eine Auszahlung ist nicht durchgegangen',
      body: 'Ihre Auszahlung von {amount} ist fehlgeschlagen ({reason}). Das Geld ist wieder in Ihren Einnahmen: Prüfen Sie Ihre Auszahlungsdaten und versuchen Sie es erneut.',
    },
    payoutMethodChanged: {
      title: 'Ihre Auszahlungsdaten wurden geändert',
      body: 'Auszahlungen gehen jetzt an {accountName} ({account}). Zu Ihrer Sicherheit werden sie in 24 Stunden fortgesetzt. Wenn Sie das nicht geändert haben, ändern Sie Ihr Passwort und wenden Sie sich sofort an den Support.',
    },
    listingExpiresSoon: {
      title: 'Ihre Anzeige {listing} läuft am {date} ab',
      body: 'Verlängern Sie sie mit einem Tipp, damit sie in der Suche bleibt, oder markieren Sie sie als verkauft.',
    },
    listingExpired: {
      title: 'Ihre Anzeige {listing} ist abgelaufen',
      body: 'Sie erscheint nicht mehr in der Suche. Verlängern Sie sie mit einem Tipp oder stellen Sie sie neu ein.',
    },
    dealRateIt: {
      title: 'Bewerten Sie Ihren Kauf: {listing}',
      body: 'Der Verkäufer hat diese Anzeige als an Sie verkauft markiert. Ein paar Worte zum Geschäft helfen anderen Käufern.',
    },
    dealReviewed: {
      title: '{name} hat Ihren Verkauf von {listing} bewertet',
      body: '{rating} von 5 Sternen. Sie können einmal öffentlich antworten.',
    },
    deliveryJobCancelled: {
      title: 'Auftrag storniert: {item} ({delivery})',
      body: 'Dieser Auftrag wurde storniert. Holen Sie ihn nicht ab; er ist aus Ihren angenommenen Aufträgen entfernt.',
    },
    rideCancelledForDriver: {
      title: 'Fahrt storniert: {vehicle} nach {address} (Nr. {id})',
      body: '{who} hat diese Fahrt storniert. Fahren Sie nicht zum Abholort; sie ist aus Ihren Fahrten entfernt.{because}',
    },
    rideCancelledBySupport: {
      title: 'Ihre {vehicle}-Fahrt nach {address} wurde vom Dwa-Support storniert',
      body: 'Ihnen wird nichts berechnet.{because}',
    },
    rideGivenUp: {
      title: 'Ihr Fahrer hat Ihre {vehicle}-Fahrt nach {address} abgegeben',
      body: 'Wir suchen einen anderen Fahrer. Grund: {reason}',
    },
    idVerified: {
      title: 'Ihre Identität ist bestätigt.',
      body: 'Ihre Verkäuferseite und Ihre Anzeigen zeigen jetzt das Abzeichen „ID bestätigt“.',
    },
    idRejected: {
      title: 'Ihre Identitätsprüfung wurde nicht genehmigt.',
      body: 'Grund: {reason}. Sie können es mit einem neuen Selfie und Kartenfoto erneut versuchen.',
    },
    idRejectedPlain: {
      title: 'Ihre Identitätsprüfung wurde nicht genehmigt.',
      body: 'Sie können es mit einem neuen Selfie und Kartenfoto erneut versuchen.',
    },
    commentReplied: { title: '{name} hat auf Ihren Kommentar zu {listing} geantwortet', body: '{comment}' },
    commentOnListing: { title: '{name} hat Ihre Anzeige {listing} kommentiert', body: '{comment}' },
    likedOne: { title: '{name} gefällt Ihre Anzeige {listing}', body: '' },
    likedMany: { title: '{count} Personen gefällt Ihre Anzeige {listing}', body: '' },
    messageNew: { title: 'Neue Nachricht von {name}', body: '{message}' },
    messagesNew: { title: '{count} neue Nachrichten von {name}', body: '{message}' },
    listingInReview: {
      title: 'Ihre Anzeige {listing} wird geprüft',
      body: 'Mehrere Personen haben sie gemeldet, daher ist sie ausgeblendet, bis ein Moderator sie geprüft hat.',
    },
    listingApproved: { title: 'Ihre Anzeige {listing} wurde genehmigt', body: 'Sie ist jetzt auf Dwa online.' },
    listingLiveAgain: {
      title: 'Ihre Anzeige {listing} ist wieder online',
      body: 'Ein Moderator hat die Meldungen geprüft, und sie ist wieder sichtbar.',
    },
    listingTakenDown: {
      title: 'Ihre Anzeige {listing} wurde entfernt',
      body: 'Ein Moderator hat die Meldungen geprüft und sie deaktiviert. Bitte wenden Sie sich an den Support, wenn Sie das für einen Fehler halten.',
    },
    listingTakenDownBecause: { title: 'Ihre Anzeige {listing} wurde entfernt', body: 'Ein Moderator hat sie deaktiviert. Grund: {reason}' },
    listingRefused: { title: 'Ihre Anzeige {listing} wurde nicht genehmigt', body: 'Grund: {reason}' },
    listingReinstated: { title: 'Ihre Anzeige {listing} ist wieder online', body: 'Ein Moderator hat sie wieder auf Dwa gestellt.' },
    listingHeldByRule: {
      title: 'Ihre Anzeige {listing} wartet auf Prüfung',
      body: 'Ein Moderator prüft sie, bevor sie online geht ({rule}).',
    },
    sellerApproved: {
      title: 'Sie können jetzt auf Dwa verkaufen',
      body: 'Ihr Verkäuferantrag wurde genehmigt. Stellen Sie Ihre erste Anzeige ein.',
    },
    sellerRefused: {
      title: 'Ihr Verkäuferantrag wurde nicht genehmigt',
      body: 'Wenden Sie sich an den Support, um mehr zu erfahren. Sie können erneut einen Antrag stellen.',
    },
    sellerRefusedBecause: { title: 'Ihr Verkäuferantrag wurde nicht genehmigt', body: '{reason}' },
    courierApproved: { title: 'Sie sind jetzt Dwa-Kurier', body: 'Gehen Sie im Liefer-Dashboard online, um Aufträge zu sehen.' },
    courierRejected: {
      title: 'Ihre Kurierbewerbung wurde nicht genehmigt',
      body: 'Wenden Sie sich an den Support, um mehr zu erfahren. Sie können sich erneut bewerben.',
    },
    savedSearchNew: { title: 'Neue Anzeige für Ihre gespeicherte Suche {search}', body: '{listing}' },
    savedSearchPriceDrop: { title: 'Preissenkung: {listing} jetzt für {price}', body: 'Für Ihre gespeicherte Suche {search}' },
    savedSearchDigestOne: { title: '1 neue Anzeige für Ihre gespeicherte Suche {search}', body: '' },
    savedSearchDigestMany: { title: '{count} neue Anzeigen für Ihre gespeicherte Suche {search}', body: '' },
  },
  words: {
    reasonNotReceived: 'nicht erhalten',
    reasonNotAsDescribed: 'nicht wie beschrieben',
    reasonDamaged: 'beschädigt',
    transferReversed: 'Die Überweisung wurde rückgängig gemacht.',
    transferFailed: 'Die Überweisung ist fehlgeschlagen.',
    vehicleOkada: 'Okada',
    vehicleTricycle: 'Dreirad',
    vehicleCar: 'Auto',
    byRider: 'Der Fahrgast',
    bySupport: 'Der Dwa-Support',
    because: ' Grund: {reason}',
    orderName: 'Bestellung {number}',
    deliveryName: 'Lieferung Nr. {id}',
  },
};
