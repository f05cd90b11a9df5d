import type { onrampMessagesEn } from './messages.en.ts'

/** The onramp plugin's texts in French. */
export const onrampMessagesFr = {
  'onramp.title': 'Acheter des cryptos',
  'onramp.action': 'Acheter des cryptos',
  'onramp.amount': 'Montant à payer',
  'onramp.fiat': 'Devise de paiement : {currency}',
  'onramp.token': 'Crypto à acheter : {symbol}',
  'onramp.buyOn': 'Livré sur {network}',
  'onramp.method': 'Payer avec',
  'onramp.limits': 'Payez entre {min} et {max}.',
  'onramp.quote': 'Vous recevez environ',
  'onramp.quoteLoading': 'Obtention d’un devis…',
  'onramp.quoteFees': 'Comprend {fee} de frais du fournisseur et {network} de frais de réseau.',
  'onramp.quoteUnavailable':
    'Pas de devis pour le moment : le fournisseur affichera le prix final.',
  'onramp.fallback': 'Options par défaut affichées : le service d’achat n’a pas répondu.',
  'onramp.providers': 'Fournisseurs',
  'onramp.provider': '{provider}, frais {fees}',
  'onramp.fees': 'Frais {fees}',
  'onramp.noProviders': 'Aucun fournisseur ne dessert ce réseau.',
  'onramp.opening': 'Ouverture de {provider}…',
  'onramp.loading': 'Chargement des options d’achat…',
  'onramp.tokenSelect.title': 'Choisir une crypto',
  'onramp.fiatSelect.title': 'Choisir une devise',
  'onramp.progress.title': 'Achat de {symbol}',
  'onramp.progress.waiting': 'Finalisez votre achat dans la fenêtre {provider}.',
  'onramp.progress.watching': 'En attente de l’arrivée de vos {symbol}…',
  'onramp.progress.hint': 'Votre solde se mettra à jour ici dès leur arrivée.',
  'onramp.progress.open': 'Rouvrir {provider}',
  'onramp.progress.received': 'Achat terminé',
  'onramp.progress.receivedAmount': '{amount} {symbol} sont arrivés dans votre portefeuille.',
  'onramp.progress.timeout': 'Vos {symbol} ne sont pas encore arrivés.',
  'onramp.progress.timeoutHint':
    'Les achats peuvent prendre quelques minutes. Vérifiez à nouveau ou consultez la fenêtre du fournisseur.',
  'onramp.progress.checkAgain': 'Vérifier à nouveau',
  'onramp.progress.done': 'Terminé',
  'onramp.progress.cancel': 'Ne plus attendre',
  'onramp.progress.none': 'Aucun achat en cours.',
  'onramp.progress.back': 'Retour',
  'onramp.noProvidersHint':
    'Passez à un autre réseau pour acheter, ou recevez des cryptos depuis un autre portefeuille.',
} satisfies Partial<Record<keyof typeof onrampMessagesEn, string>>
