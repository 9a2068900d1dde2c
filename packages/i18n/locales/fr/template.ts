/** A new guide's template texts (the keys of en/template.ts) in French, following GLOSSARY.md. */
export default {
  'preparing.name': 'Préparer votre voyage',
  'preparing.description': 'Ce qu’il faut emporter et savoir avant de partir.',
  'preparing.topics.pack.name': 'Que mettre dans votre valise',
  'preparing.topics.pack.description': 'Ce que les voyageurs sont contents d’avoir emporté.',
  'preparing.topics.pack.content':
    '<p>La plupart des voyageurs sont contents d’avoir emporté :</p><ol><li data-list="bullet">[Des chaussures confortables pour …]</li><li data-list="bullet">[Un adaptateur de prise de type …]</li><li data-list="bullet">[Serviettes de plage : fournies / non fournies]</li></ol><p>Déjà sur place pour vous : [draps, serviettes de toilette, sèche-cheveux, …].</p>',
  'preparing.topics.getting-here.name': 'Comment venir',
  'preparing.topics.getting-here.description': 'L’itinéraire depuis l’aéroport, la gare et l’autoroute.',
  'preparing.topics.getting-here.content':
    '<p><strong>Depuis l’aéroport :</strong> [combien de temps et comment : taxi, train, navette].</p><p><strong>En voiture :</strong> [la sortie à prendre et le dernier virage à repérer].</p><p>Notre adresse pour votre GPS : [rue, numéro, code postal, ville].</p>',
  'arrival.name': 'Informations d’arrivée',
  'arrival.description': 'Comment trouver le logement, vous installer et récupérer les clés.',
  'arrival.topics.check-in.name': 'Heure d’arrivée et accès au logement',
  'arrival.topics.check-in.description': 'Quand vous pouvez arriver et comment obtenir les clés.',
  'arrival.topics.check-in.content':
    '<p>L’arrivée se fait à partir de <strong>[15 h]</strong>. Si vous arrivez après [22 h], merci de nous prévenir.</p><p>Pour entrer : [la boîte à clés près de la porte / nous vous accueillons / la réception]. Le code ou les clés : [comment vous les recevrez].</p>',
  'arrival.topics.parking.name': 'Stationnement',
  'arrival.topics.parking.description': 'Où laisser la voiture.',
  'arrival.topics.parking.content':
    '<p>Le stationnement [gratuit / payant] se trouve [dans l’allée / dans la rue / au parking de …].</p><p>Places : [nombre]. Merci de ne pas vous garer [où].</p>',
  'arrival.topics.entrance.name': 'Trouver l’entrée',
  'arrival.topics.entrance.description': 'Ce qu’il faut repérer en arrivant.',
  'arrival.topics.entrance.content':
    '<p>L’entrée est [la porte bleue à gauche du bâtiment]. Repérez [un point de repère].</p><p>Notre appartement est au [numéro] étage ; l’ascenseur se trouve [où].</p>',
  'about.name': 'À propos du logement',
  'about.description': 'Les pièces, les équipements et tout ce que le logement propose.',
  'about.topics.heating.name': 'Chauffage et climatisation',
  'about.topics.heating.description': 'Comment garder une température agréable.',
  'about.topics.heating.content':
    '<p>Le [thermostat / la télécommande] se trouve [où]. Réglez-le sur [température] pour passer une bonne nuit.</p><p>Merci de l’éteindre lorsque vous ouvrez les fenêtres ou que vous sortez pour la journée.</p>',
  'about.topics.kitchen.name': 'Cuisine et électroménager',
  'about.topics.kitchen.description': 'Ce qu’il y a et comment ça marche.',
  'about.topics.kitchen.content':
    '<p>Vous trouverez [machine à café, lave-vaisselle, four, …].</p><ol><li data-list="bullet">Machine à café : [capsules / filtre, où les trouver]</li><li data-list="bullet">Lave-vaisselle : [pastilles sous l’évier, programme à utiliser]</li><li data-list="bullet">Four : [comment l’allumer]</li></ol>',
  'about.topics.rubbish.name': 'Poubelles et tri',
  'about.topics.rubbish.description': 'Où se trouvent les poubelles et ce qui va dans chacune.',
  'about.topics.rubbish.content':
    '<p>Les poubelles se trouvent [où]. Jours de collecte : [jours].</p><ol><li data-list="bullet">Poubelle [couleur] : [ordures ménagères]</li><li data-list="bullet">Poubelle [couleur] : [plastiques et canettes]</li><li data-list="bullet">Poubelle [couleur] : [papier et verre]</li></ol>',
  'wifi.name': 'Wi-Fi et internet',
  'wifi.description': 'Le nom du réseau, le mot de passe et des conseils pour une bonne connexion.',
  'wifi.topics.network.name': 'Réseau Wi-Fi et mot de passe',
  'wifi.topics.network.description': 'Comment vous connecter.',
  'wifi.topics.network.content':
    '<p>Réseau : <strong>[nom du réseau]</strong></p><p>Mot de passe : <strong>[mot de passe]</strong></p><p>La box se trouve [où]. Si la connexion coupe, éteignez-la, rallumez-la et patientez deux minutes.</p>',
  'wifi.topics.tv.name': 'Télévision et streaming',
  'wifi.topics.tv.description': 'La télévision et vos propres comptes.',
  'wifi.topics.tv.content':
    '<p>La télécommande de la télévision se trouve [où]. [Netflix / d’autres applications] sont disponibles sur la télévision : connectez-vous avec votre propre compte et déconnectez-vous avant de partir.</p>',
  'rules.name': 'Sécurité et règlement intérieur',
  'rules.description': 'Les règles de la maison et comment séjourner en toute sécurité.',
  'rules.topics.house-rules.name': 'Règlement intérieur',
  'rules.topics.house-rules.description': 'Ce que nous demandons à chaque voyageur.',
  'rules.topics.house-rules.content':
    '<ol><li data-list="bullet">Interdiction de fumer [à l’intérieur / partout sur la propriété]</li><li data-list="bullet">Heures de calme : de [22 h] à [8 h]</li><li data-list="bullet">Animaux : [bienvenus / non admis]</li><li data-list="bullet">Fêtes et événements : [interdits]</li></ol>',
  'rules.topics.safety.name': 'Équipements de sécurité',
  'rules.topics.safety.description': 'Où trouver ce dont vous n’aurez, espérons-le, jamais besoin.',
  'rules.topics.safety.content':
    '<ol><li data-list="bullet">Extincteur : [où]</li><li data-list="bullet">Couverture anti-feu : [où]</li><li data-list="bullet">Trousse de premiers secours : [où]</li><li data-list="bullet">Robinet d’arrivée d’eau et tableau électrique : [où]</li></ol>',
  'local.name': 'Bonnes adresses',
  'local.description': 'Nos adresses préférées pour manger, faire les courses et découvrir les environs.',
  'local.topics.eat.name': 'Où manger',
  'local.topics.eat.description': 'Nos adresses préférées à proximité.',
  'local.topics.eat.content':
    '<ol><li data-list="bullet">[Nom du restaurant] : [quoi commander], [distance à pied]</li><li data-list="bullet">[Nom du café] : [idéal pour le petit-déjeuner]</li><li data-list="bullet">[Vente à emporter] : [livre jusqu’à …]</li></ol>',
  'local.topics.shops.name': 'Commerces et supermarchés',
  'local.topics.shops.description': 'Pour les courses et le quotidien.',
  'local.topics.shops.content':
    '<p>Le supermarché le plus proche est [nom], à [distance], ouvert [horaires]. Une pharmacie : [nom et adresse].</p>',
  'local.topics.things-to-do.name': 'À faire',
  'local.topics.things-to-do.description': 'Ce que nous ne manquerions pour rien au monde.',
  'local.topics.things-to-do.content':
    '<ol><li data-list="bullet">[Site ou balade] : [pourquoi nous l’adorons]</li><li data-list="bullet">[Plage ou parc] : [comment y aller]</li><li data-list="bullet">[Une idée pour un jour de pluie]</li></ol>',
  'emergency.name': 'Contacts d’urgence',
  'emergency.description': 'Qui appeler en cas de problème, de jour comme de nuit.',
  'emergency.topics.numbers.name': 'Numéros d’urgence',
  'emergency.topics.numbers.description': 'Qui appeler, de jour comme de nuit.',
  'emergency.topics.numbers.content':
    '<p>Services d’urgence : <strong>[112]</strong></p><p>Votre hôte : [nom], [numéro de téléphone].</p><p>Hôpital le plus proche : [nom, adresse].</p>',
  'emergency.topics.repairs.name': 'En cas de panne',
  'emergency.topics.repairs.description': 'Que faire quand quelque chose ne fonctionne plus.',
  'emergency.topics.repairs.content':
    '<p>Prévenez-nous dès que possible : [comment nous joindre]. Pour un problème urgent (une fuite, plus d’électricité, plus de chauffage), appelez le [numéro].</p>',
  'transport.name': 'Transports',
  'transport.description': 'Se déplacer en bus, en train, en taxi, à vélo ou en voiture.',
  'transport.topics.public.name': 'Transports en commun',
  'transport.topics.public.description': 'Bus, tramways et trains à proximité.',
  'transport.topics.public.content':
    '<p>L’arrêt le plus proche est [nom], à [distance]. Billets : [où les acheter / paiement sans contact à bord].</p>',
  'transport.topics.taxis.name': 'Taxis et location de voiture',
  'transport.topics.taxis.description': 'Quand vous préférez vous faire conduire.',
  'transport.topics.taxis.content':
    '<p>Un taxi local : [nom, numéro de téléphone]. Location de voiture : [agence, adresse].</p>',
  'checkout.name': 'Instructions de départ',
  'checkout.description': 'Ce qu’il faut faire avant de partir et où rendre les clés.',
  'checkout.topics.time.name': 'Heure de départ',
  'checkout.topics.time.description': 'Quand libérer le logement.',
  'checkout.topics.time.content':
    '<p>Le départ se fait avant <strong>[10 h]</strong>. Besoin de partir plus tard ? Demandez-nous la veille.</p>',
  'checkout.topics.before-leaving.name': 'Avant de partir',
  'checkout.topics.before-leaving.description': 'Une petite liste pour le dernier matin.',
  'checkout.topics.before-leaving.content':
    '<ol><li data-list="bullet">[Remplir et lancer le lave-vaisselle]</li><li data-list="bullet">[Sortir les poubelles]</li><li data-list="bullet">[Fermer les fenêtres et éteindre le chauffage]</li><li data-list="bullet">[Laisser les clés dans …]</li></ol>',
  'thanks.name': 'Merci et avis',
  'thanks.description': 'Un mot de remerciement de votre hôte et comment donner votre avis.',
  'thanks.topics.thank-you.name': 'Merci',
  'thanks.topics.thank-you.description': 'Un mot de votre hôte.',
  'thanks.topics.thank-you.content':
    '<p>Merci d’avoir séjourné chez nous, [prénom du voyageur] ! Nous espérons que vous avez apprécié [le logement / la ville].</p>',
  'thanks.topics.feedback.name': 'Donnez votre avis',
  'thanks.topics.feedback.description': 'Dites-nous ce que vous en avez pensé.',
  'thanks.topics.feedback.content':
    '<p>Nous lisons chaque avis. Si vous avez apprécié votre séjour, un avis sur [plateforme] nous aide beaucoup ; si quelque chose n’allait pas, dites-le-nous directement : [comment nous joindre].</p>',
};
