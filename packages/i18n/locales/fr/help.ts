/**
 * Les articles du Centre d’aide en français (les clés de en/help.ts), au vouvoiement, selon
 * GLOSSARY.md (voyageur, sujet, médiathèque, image de marque, lien de partage, QR code, flyer,
 * livret d’accueil ; onglets Détails, Contenu, Carte, Partage rapide, Données, Statistiques).
 *
 * Libellés de l’interface cités en **gras** que le glossaire ne fixe pas encore : la traduction de
 * l’application d’administration devrait reprendre ces mots (ou ce fichier, les siens).
 * Title → Titre · Postal code → Code postal · Country → Pays · Timezone → Fuseau horaire ·
 * Start with the ten standard categories → Commencer avec les dix catégories standard (messages) ·
 * Create Guide → Créer le guide · Your Guides → Vos guides · Edit → Modifier ·
 * Updating Guide → Modification du guide · Welcome text → Texte d’accueil ·
 * Add Category → Ajouter une catégorie · Save Category → Enregistrer la catégorie ·
 * Add Topic → Ajouter un sujet · Edit Topic → Modifier le sujet · Choose image → Choisir une image ·
 * Topic Featured Image → Image mise en avant du sujet · Topic Content → Contenu du sujet ·
 * Topic Status → Statut du sujet · Published / Draft → Publié / Brouillon · Create → Créer ·
 * Upload File → Importer un fichier · Go Back → Retour · All Files → Tous les fichiers ·
 * Manage Your Images → Gérer vos images · Select from Library → Choisir dans la médiathèque ·
 * Upload New File → Importer un nouveau fichier · Save → Enregistrer ·
 * Guide Branding → Image de marque du guide · Choose logo → Choisir un logo · Font → Police ·
 * Colour → Couleur · Save Branding → Enregistrer l’image de marque · Copy link → Copier le lien ·
 * Open example view → Ouvrir l’aperçu · Regenerate link → Régénérer le lien ·
 * Download PNG / SVG → Télécharger en PNG / en SVG · Flyer PDF (A4) → Flyer PDF (A4) ·
 * Flyer PDF (US Letter) → Flyer PDF (US Letter) · Guide PDF → PDF du guide ·
 * Visible Always / Hidden → Toujours visible / Masqué · Create Invitation → Créer une invitation ·
 * Guide → Guide · Guest name → Nom du voyageur · Guest e-mail → E-mail du voyageur ·
 * Check-in / Check-out → Arrivée / Départ · Access from / Access to → Début de l’accès / Fin de
 * l’accès · Send the invitation e-mail now → Envoyer l’e-mail d’invitation maintenant ·
 * View → Voir · Personal link → Lien personnel · Resend e-mail → Renvoyer l’e-mail ·
 * Revoke → Révoquer · Hours before check-in → Heures avant l’arrivée · Hours after check-out →
 * Heures après le départ · Subject → Objet · Message → Message · Add Map → Ajouter une carte ·
 * Map Title → Titre de la carte · Create Map → Créer la carte · Add Pin → Ajouter un repère ·
 * Latitude / Longitude → Latitude / Longitude · Name / Category / Description → Nom / Catégorie /
 * Description · All-Time Views → Vues au total · Views Today → Vues aujourd’hui ·
 * Views Yesterday → Vues hier · Invites Created → Invitations créées · Total Views → Total des vues ·
 * Export Guide → Exporter le guide · Import Guide → Importer un guide ·
 * Duplicate Guide → Dupliquer le guide. (Guide des voyageurs : ceux de guest.ts.)
 *
 * Les dix catégories standard et les exemples des captures (Seaside Cottage, Arrival Information…)
 * sont des contenus, cités tels quels dans les textes alternatifs des captures (en anglais).
 */
import type { CompleteHelpCatalog } from '../../src/help.ts';

export default {
  notTranslated: 'Cet article n’est pas encore traduit en français : il est affiché en anglais.',
  'section.build': 'Créer votre guide',
  'section.share': 'Partager avec les voyageurs',
  'section.insight': 'Voyageurs et statistiques',

  'getting-started.title': 'Premiers pas : votre premier guide',
  'getting-started.summary': 'Créez un guide pour votre logement, puis remplissez-le onglet par onglet.',
  'getting-started.keywords':
    'nouveau guide, créer, commencer, démarrer, débuter, configurer, logement, location, propriété, bienvenue, accueil, fuseau horaire',
  'getting-started.b0.text':
    'Un guide réunit tout ce dont un voyageur a besoin pour un logement : comment entrer, le Wi-Fi, le règlement intérieur, les adresses à proximité. Les voyageurs l’ouvrent sur leur téléphone depuis un lien ou un QR code ; ils n’ont jamais besoin de compte.',
  'getting-started.b1.i0':
    'Ouvrez **Guides numériques** dans la barre latérale et cliquez sur **Ajouter un guide** (le tableau de bord a le même bouton).',
  'getting-started.b1.i1':
    'Donnez au guide un **Titre** (60 caractères au maximum) et renseignez l’adresse, le **Code postal**, le **Pays** et le **Fuseau horaire**. Les heures des invitations et des statistiques suivent ce fuseau horaire.',
  'getting-started.b1.i2':
    'Laissez l’option **Commencer avec les dix catégories standard** cochée pour démarrer avec les rubriques habituelles : préparer votre voyage, informations d’arrivée, Wi-Fi et internet, etc. Chacune contient des sujets de départ enregistrés comme brouillons : complétez les parties [entre crochets], puis publiez-les. Renommez ou supprimez tout ce dont vous n’avez pas besoin.',
  'getting-started.b1.i3':
    'Cliquez sur **Créer le guide**. Votre guide apparaît dans **Vos guides** ; cliquez sur son bouton Modifier pour l’ouvrir.',
  'getting-started.b2.text':
    'Le guide s’ouvre sur sept onglets : **Détails** (coordonnées, adresse, texte d’accueil et image de marque), **Contenu** (catégories et sujets), **Carte**, **Calendrier** (les calendriers des plateformes de réservation, l’import de séjours depuis un fichier CSV et l’adresse du calendrier pour d’autres applis), **Partage rapide** (lien, QR code, flyer et PDF), **Données** (export, import, duplication) et **Statistiques**.',
  'getting-started.b3.alt':
    'L’écran de modification du guide intitulé « Modification du guide : Seaside Cottage », avec les onglets Détails, Contenu, Carte, Partage rapide, Données et Statistiques, et le formulaire Détails en dessous.',
  'getting-started.b3.caption': 'Chaque guide a les mêmes onglets.',
  'getting-started.b4.text':
    'Rédigez le **Texte d’accueil** dans l’onglet Détails : c’est la première chose que les voyageurs lisent sur l’écran Accueil du guide.',
  'getting-started.b5.text':
    '**Actions groupées** : cochez des guides dans la liste, ou **Sélectionner tous les guides correspondants** pour prendre tous ceux que trouvent votre recherche et votre étiquette, puis choisissez dans **Actions groupées** : ajouter ou retirer une étiquette, appliquer l’identité visuelle de l’espace de travail, dupliquer ou supprimer. Chaque action modifie tous les guides choisis, ou aucun si l’un d’eux ne peut pas l’être ; avant de supprimer, vous saisissez le nombre de guides.',
  'getting-started.b6.text':
    'Limitez un membre de l’équipe par étiquettes : dans **Accès des utilisateurs**, désactivez **Tous les guides** et saisissez une étiquette comme Lisbonne. Le membre travaille sur chaque guide portant cette étiquette, y compris ceux étiquetés plus tard, et ne voit plus un guide dès que l’étiquette est retirée.',
  'getting-started.action': 'Ajouter un guide',

  'writing-topics.title': 'Rédiger les catégories et les sujets',
  'writing-topics.summary':
    'Organisez le guide en catégories et rédigez un sujet pour chaque question que se posent les voyageurs.',
  'writing-topics.keywords':
    'contenu, page, article, fiche, rubrique, texte, éditeur, brouillon, publier, ordre, réorganiser, trier, icône',
  'writing-topics.b0.text':
    'Dans l’onglet **Contenu**, un guide est une liste de catégories (par exemple Informations d’arrivée) qui contiennent chacune des sujets (par exemple Récupérer les clés). Les voyageurs voient les catégories sous forme de tuiles dans l’écran Infos du guide.',
  'writing-topics.b1.i0':
    'Cliquez sur **Ajouter une catégorie**, saisissez un **Titre**, choisissez une icône et cliquez sur **Enregistrer la catégorie**.',
  'writing-topics.b1.i1': 'Ouvrez la catégorie et cliquez sur **Ajouter un sujet**.',
  'writing-topics.b1.i2':
    'Donnez un **Titre** au sujet, cliquez sur **Choisir une image** pour sélectionner son **Image mise en avant du sujet** (obligatoire pour chaque sujet), puis rédigez le **Contenu du sujet** : intertitres, listes, liens, images et vidéos, tout est possible.',
  'writing-topics.b1.i3':
    'Réglez le **Statut du sujet** sur Publié quand il est prêt, ou laissez-le en brouillon, puis cliquez sur **Créer**.',
  'writing-topics.b2.alt':
    'L’onglet Contenu : la catégorie Arrival Information est ouverte et liste les sujets Getting the keys et Parking, marqués Publié, et Late arrival, marqué Brouillon, avec un bouton Ajouter un sujet.',
  'writing-topics.b2.caption': 'Les brouillons restent visibles pour vous et masqués pour les voyageurs.',
  'writing-topics.b3.i0':
    'Les voyageurs ne voient que les sujets au statut **Publié** ; un brouillon n’est jamais envoyé sur leur téléphone, ni imprimé dans le PDF du guide.',
  'writing-topics.b3.i1':
    'Changez l’ordre avec les flèches haut et bas, ou faites glisser une catégorie ou un sujet par sa poignée. Les voyageurs voient le même ordre.',
  'writing-topics.b3.i2': 'Le crayon sert à modifier, la corbeille à supprimer (après confirmation).',
  'writing-topics.b4.alt':
    'Le formulaire Modifier le sujet avec un titre, l’image mise en avant d’une boîte à clés, l’éditeur de texte enrichi contenant le contenu du sujet et la liste Statut du sujet.',

  // shared-topics
  'shared-topics.title': 'Sujets partagés et valeurs du logement : écrire une fois, remplir par logement',
  'shared-topics.summary':
    'Gardez le règlement intérieur, les étapes du départ et les conseils du quartier au même endroit, affichés dans de nombreux guides avec les informations de chaque logement.',
  'shared-topics.keywords':
    'contenu partagé, bibliothèque, réutiliser, même texte, plusieurs logements, parc, espace réservé, variable, valeurs du logement, jour des poubelles, parking, détacher, copie propre, retirer',
  'shared-topics.action': 'Ouvrir Sujets partagés',
  'shared-topics.b0.text':
    'Quand plusieurs guides ont besoin du même texte, comme le règlement intérieur, les étapes du départ ou les conseils du quartier, écrivez-le une fois comme sujet partagé. Ouvrez **Sujets partagés** dans la barre latérale et cliquez sur **Nouveau sujet partagé** : il a les champs de tout sujet (**Titre**, **Image mise en avant du sujet**, **Contenu du sujet**, **Statut du sujet**, **Qui peut le voir**). La liste montre où chaque sujet partagé est placé et à quels guides il manque une valeur qu’il utilise ; son bouton de langue le traduit, et chaque guide affiche cette traduction.',
  'shared-topics.b1.i0': 'Ouvrez l’onglet **Contenu** d’un guide et dépliez une catégorie.',
  'shared-topics.b1.i1':
    'Cliquez sur **Ajouter un sujet partagé**, choisissez-en un et cliquez sur **Ajouter**. Il apparaît à la fin de la catégorie avec le badge **Partagé**.',
  'shared-topics.b1.i2':
    'Modifiez-le dans **Sujets partagés** : la modification apparaît aussitôt dans chaque guide qui l’a.',
  'shared-topics.b1.i3':
    '**Retirer du guide** le retire de ce guide seulement ; il reste dans vos sujets partagés et dans les autres guides.',
  'shared-topics.b2.text':
    'Les valeurs du logement remplissent un sujet partagé avec les informations de chaque logement. Écrivez un code comme {{bin_day}} dans le sujet partagé ; puis, dans l’onglet **Détails** de chaque guide, sous **Valeurs du logement**, cliquez sur **Ajouter une valeur**, nommez-la bin_day, écrivez « mardi » (« vendredi » dans un autre guide) et cliquez sur **Enregistrer les valeurs**. Les voyageurs, la recherche du guide, le livret d’accueil et le flyer lisent la valeur propre à chaque guide.',
  'shared-topics.b3.i0':
    'Un nom utilise des lettres minuscules, des chiffres et _ (jusqu’à 40 caractères) ; un guide a au plus 100 valeurs de 2 000 caractères chacune au maximum.',
  'shared-topics.b3.i1':
    'Quand le guide a d’autres langues, choisissez-en une sous **Valeurs en** pour écrire ses propres textes ; là où l’un reste vide, les voyageurs lisent la valeur de la langue principale.',
  'shared-topics.b3.i2':
    'Une valeur manquante s’affiche « — » pour les voyageurs, jamais entre accolades. **Valeurs du logement** liste les codes utilisés par les sujets partagés du guide qui lui manquent, et **Sujets partagés** les guides à qui il en manque un.',
  'shared-topics.b3.i3':
    'Les champs propres au guide se remplissent de la même façon et ne demandent aucune valeur : {{wifi_name}}, {{wifi_password}}, {{check_in_time}}, {{check_out_time}}, {{address}}, {{city}} et {{host}}.',
  'shared-topics.b4.text':
    'Pour modifier un sujet partagé dans un seul guide, cliquez sur **Détacher** sur ce sujet dans l’onglet Contenu : le guide reçoit sa propre copie, que vous modifiez comme tout sujet et qui ne suit plus le sujet partagé. Supprimer un sujet partagé que des guides affichent demande d’abord une confirmation et indique combien de guides le perdent.',
  'shared-topics.b5.text':
    'L’export, l’import et la duplication gardent les sujets partagés au sein d’un espace de travail ; un guide importé dans un autre espace de travail reçoit ses propres copies.',

  'images.title': 'Les images et la médiathèque',
  'images.summary':
    'Importez vos photos une seule fois et réutilisez-les comme images mises en avant, logos et illustrations dans les sujets.',
  'images.keywords':
    'photo, image, illustration, importer, télécharger, envoyer, jpg, jpeg, png, fichier, médiathèque, bibliothèque, supprimer, logo',
  'images.suggestion': 'images',
  'images.b0.text':
    'Chaque image que vous utilisez se trouve dans votre **Médiathèque**, commune à tous vos guides. Importez-la une fois et choisissez-la partout où vous en avez besoin.',
  'images.b1.i0': 'Ouvrez **Médiathèque** dans la barre latérale et cliquez sur **Importer un fichier**.',
  'images.b1.i1':
    'Faites glisser vos photos dans la zone de dépôt, ou cliquez dessus pour parcourir vos fichiers. Les images JPG, JPEG et PNG sont acceptées ; un panneau affiche la progression de chaque envoi.',
  'images.b1.i2':
    'Cliquez sur **Retour** pour voir **Tous les fichiers**, dix par page, chacun avec son nom, sa taille et sa date.',
  'images.b2.alt':
    'La médiathèque affichant Tous les fichiers sous forme de cartes avec une photo, son nom, sa taille et sa date, et les boutons Télécharger et Supprimer.',
  'images.b3.text':
    'Quand un sujet ou l’image de marque demande une image, la fenêtre **Gérer vos images** s’ouvre : choisissez-en une dans **Choisir dans la médiathèque**, ou ajoutez-en une nouvelle dans **Importer un nouveau fichier**, puis cliquez sur **Enregistrer**.',
  'images.b4.text':
    'Une image utilisée comme image mise en avant d’un sujet, comme logo d’un guide ou à l’intérieur d’un sujet ne peut pas être supprimée : le message indique où elle est utilisée, pour que vous puissiez d’abord y choisir une autre image.',
  'images.action': 'Ouvrir la médiathèque',

  'branding.title': 'L’image de marque de votre guide : logo, police et couleur',
  'branding.summary': 'Donnez votre logo, votre police et votre couleur au guide des voyageurs, au flyer et au PDF.',
  'branding.keywords': 'logo, couleur, police, typographie, style, apparence, design, thème, marque, personnaliser',
  'branding.b0.text': 'Ouvrez l’onglet **Détails** du guide et faites défiler jusqu’à **Image de marque du guide**.',
  'branding.b1.i0': 'Cliquez sur **Choisir un logo** et sélectionnez une image de votre médiathèque.',
  'branding.b1.i1': 'Choisissez une **Police** : PT Sans (par défaut), Roboto, Montserrat, Lato ou Open Sans.',
  'branding.b1.i2':
    'Choisissez une **Couleur** (par défaut, orange : #ed8438). La ligne d’aperçu montre la police et la couleur ensemble.',
  'branding.b1.i3': 'Cliquez sur **Enregistrer l’image de marque**.',
  'branding.b2.alt':
    'Le panneau Image de marque du guide avec un carré de logo vide, le bouton Choisir un logo, la liste Police réglée sur PT Sans, le champ Couleur réglé sur #ed8438, une ligne d’aperçu et le bouton Enregistrer l’image de marque.',
  'branding.b3.text':
    'Les voyageurs voient la couleur dans l’en-tête du guide, et le flyer affiche votre logo et votre couleur à côté du QR code.',

  'share-link.title': 'Partager votre guide par lien',
  'share-link.summary':
    'Copiez le lien de partage, ouvrez le guide tel que les voyageurs le voient et remplacez le lien si nécessaire.',
  'share-link.keywords':
    'url, adresse, envoyer, copier, lien, whatsapp, airbnb, message, aperçu, régénérer, partager, partage',
  'share-link.b0.text':
    'Chaque guide a un seul lien de partage. Toute personne qui a ce lien peut ouvrir le guide sur n’importe quel téléphone ou ordinateur, sans application et sans compte. Seuls les sujets publiés et les coordonnées que vous avez marquées Toujours visible sont affichés.',
  'share-link.b1.i0': 'Ouvrez le guide et choisissez l’onglet **Partage rapide**.',
  'share-link.b1.i1':
    'Cliquez sur **Copier le lien** et collez-le dans votre message de réservation, un e-mail ou votre annonce.',
  'share-link.b1.i2': 'Cliquez sur **Ouvrir l’aperçu** pour voir le guide exactement comme les voyageurs le verront.',
  'share-link.b2.alt':
    'Le panneau Lien de partage de l’onglet Partage rapide : le champ du lien pour les voyageurs et les boutons Copier le lien, Régénérer le lien et Ouvrir l’aperçu.',
  'share-link.b3.text':
    '**Régénérer le lien** crée un nouveau lien et désactive aussitôt l’ancien, et l’ancien QR code avec lui. Utilisez-le quand un lien est parvenu à des personnes qui ne devaient pas l’avoir ; partagez ensuite le nouveau lien et imprimez un nouveau QR code ou un nouveau flyer.',
  'share-link.b4.text':
    'Vous voulez qu’un voyageur voie aussi votre numéro de téléphone ou votre adresse masqués ? Envoyez-lui plutôt un lien d’invitation personnel (voir Invitations et informations masquées).',

  'qr-code-and-flyer.title': 'QR code, flyer imprimé et PDF du guide',
  'qr-code-and-flyer.summary':
    'Téléchargez le QR code en PNG ou en SVG, imprimez un flyer A4 ou US Letter, ou enregistrez tout le guide en PDF.',
  'qr-code-and-flyer.keywords':
    'qr, qrcode, code qr, scanner, imprimer, impression, affiche, flyer, prospectus, pdf, a4, letter, livret d’accueil, svg, png',
  'qr-code-and-flyer.suggestion': 'QR',
  'qr-code-and-flyer.b0.text':
    'Un QR code dans le logement permet aux voyageurs d’ouvrir le guide en le visant avec l’appareil photo de leur téléphone. Tout ce qu’il faut pour imprimer se trouve dans l’onglet **Partage rapide** du guide.',
  'qr-code-and-flyer.b1.alt':
    'Le panneau QR code avec le code et les boutons Télécharger en PNG et Télécharger en SVG, à côté du panneau Impression et PDF avec Flyer PDF (A4), Flyer PDF (US Letter) et PDF du guide.',
  'qr-code-and-flyer.b2.i0':
    '**Télécharger en PNG** donne une image à coller dans vos propres documents ou messages ; **Télécharger en SVG** reste net à toutes les tailles, pour les imprimeurs et les graphistes.',
  'qr-code-and-flyer.b2.i1':
    '**Flyer PDF (A4)** et **Flyer PDF (US Letter)** créent un flyer d’une page, prêt à imprimer et à encadrer : le titre du guide, votre image de marque, un grand QR code, une ligne expliquant comment le scanner et le lien écrit en toutes lettres.',
  'qr-code-and-flyer.b2.i2':
    '**PDF du guide** contient tous les sujets publiés, pour les voyageurs qui préfèrent le papier. Les voyageurs peuvent aussi le télécharger eux-mêmes : c’est le livret d’accueil de l’écran Aide du guide.',
  'qr-code-and-flyer.b3.text':
    'Le QR code ouvre le lien de partage. Après **Régénérer le lien**, l’ancien code ne fonctionne plus : téléchargez et imprimez le nouveau.',

  'invitations.title': 'Invitations et informations masquées',
  'invitations.summary':
    'Donnez à un voyageur un lien personnel qui affiche aussi vos coordonnées et votre adresse masquées pendant son séjour.',
  'invitations.keywords':
    'inviter, invitation, voyageur, client, email, e-mail, courriel, lien personnel, privé, secret, code de la porte, digicode, arrivée, check-in, accès',
  'invitations.suggestion': 'invitation',
  'invitations.b0.text':
    'Dans l’onglet **Détails** du guide, chaque numéro de téléphone et l’adresse peuvent être **Toujours visible** ou **Masqué**. Les informations masquées n’apparaissent jamais par le lien de partage ordinaire, le QR code ou le flyer. Un voyageur ne les voit que par son lien d’invitation personnel, et seulement tant que son accès est ouvert.',
  'invitations.b1.i0':
    'Ouvrez **Invitations** › **Accueil des invitations** dans la barre latérale et cliquez sur **Créer une invitation**.',
  'invitations.b1.i1':
    'Choisissez le **Guide**, saisissez le **Nom du voyageur** et l’**E-mail du voyageur**, puis les heures d’**Arrivée** et de **Départ**.',
  'invitations.b1.i2':
    '**Début de l’accès** et **Fin de l’accès** se remplissent d’eux-mêmes d’après vos paramètres ; modifiez-les pour ce voyageur si vous le souhaitez.',
  'invitations.b1.i3':
    'Laissez **Envoyer l’e-mail d’invitation maintenant** coché pour envoyer le lien personnel par e-mail, puis cliquez sur **Créer une invitation**.',
  'invitations.b2.alt':
    'Le formulaire Créer une invitation avec Guide, Nom du voyageur, E-mail du voyageur, Arrivée, Départ, Début de l’accès et Fin de l’accès, et la case Envoyer l’e-mail d’invitation maintenant cochée.',
  'invitations.b2.caption': 'Les heures sont dans le fuseau horaire du guide.',
  'invitations.b3.i0':
    'Avant l’ouverture de l’accès, le voyageur voit le guide normal et la date à laquelle son accès s’ouvre ; après sa fermeture, de nouveau le guide normal.',
  'invitations.b3.i1':
    'Cliquez sur **Voir** dans une invitation pour copier son **Lien personnel**, la renvoyer avec **Renvoyer l’e-mail** ou la révoquer avec **Révoquer**. Un lien révoqué n’affiche plus les informations masquées.',
  'invitations.b3.i2':
    '**Invitations** › **Paramètres** définit la période d’accès par défaut : **Heures avant l’arrivée** (24 initialement) et **Heures après le départ** (12).',
  'invitations.b3.i3':
    '**Invitations** › **Modèle** définit l’**Objet** et le **Message** de l’e-mail, avec des variables comme {{guest_name}} et {{check_in}}. Le message doit contenir {{link}}.',
  'invitations.action': 'Ouvrir l’accueil des invitations',

  'offline.title': 'Comment les voyageurs utilisent le guide hors ligne',
  'offline.summary':
    'Après une première visite avec une connexion, le guide s’ouvre sur le téléphone du voyageur même sans réseau.',
  'offline.keywords':
    'pas d’internet, sans internet, pas de réseau, sans réseau, hors ligne, offline, mode avion, itinérance, roaming, données mobiles, téléphone, mobile, cache, application',
  'offline.suggestion': 'hors ligne',
  'offline.b0.text':
    'Gîtes à la campagne et cartes SIM étrangères riment souvent avec absence de réseau à la porte. Le guide des voyageurs est fait pour cela : la première fois qu’un voyageur ouvre votre lien avec une connexion, son téléphone garde le guide, ses images et l’application elle-même.',
  'offline.b1.i0': 'Dès lors, le lien s’ouvre sans aucune connexion, avec un badge **Hors ligne** à côté du titre.',
  'offline.b1.i1':
    'La recherche dans le guide, les tuiles Infos, les sujets, les contacts et la liste des lieux de l’écran Carte fonctionnent tous hors ligne.',
  'offline.b1.i2':
    'Quand le téléphone retrouve une connexion, il récupère vos dernières modifications ; la ligne **Mis à jour le** de l’en-tête indique la date de la copie consultée.',
  'offline.b1.i3':
    'Si vous régénérez le lien, les téléphones suppriment leur copie de l’ancien lien dès qu’ils sont de nouveau en ligne.',
  'offline.b2.alt':
    'Le guide des voyageurs sur un téléphone : l’en-tête orange avec le titre Seaside Cottage et sa date de mise à jour, le champ Rechercher dans le guide, le texte d’accueil, les accès rapides et les boutons Accueil, Infos, Carte et Aide en bas.',
  'offline.b2.caption': 'Ce que les voyageurs voient sur leur téléphone.',
  'offline.b3.text':
    'Demandez aux voyageurs d’ouvrir le lien une fois avant leur départ, par exemple dans votre confirmation de réservation. Le fond de carte nécessite une connexion ; la liste des repères et leurs liens, non.',

  'maps.title': 'Cartes et repères',
  'maps.summary':
    'Placez des repères sur la plage, la boulangerie et l’arrêt de bus, et affichez la carte dans votre guide.',
  'maps.keywords':
    'carte, plan, repère, épingle, marqueur, emplacement, lieu, à proximité, restaurant, latitude, longitude, coordonnées, itinéraire',
  'maps.suggestion': 'carte',
  'maps.b0.text':
    'Les cartes appartiennent à votre compte : une seule carte de votre ville peut servir à plusieurs guides. Chaque guide affiche une carte au plus.',
  'maps.b1.i0':
    'Ouvrez l’onglet **Carte** du guide et cliquez sur **Ajouter une carte**. Saisissez un **Titre de la carte** et cliquez sur **Créer la carte** : l’éditeur de carte s’ouvre.',
  'maps.b1.i1':
    'Cliquez sur la carte pour y placer un repère, ou cliquez sur **Ajouter un repère** et saisissez sa **Latitude** et sa **Longitude**.',
  'maps.b1.i2':
    'Donnez à chaque repère un **Nom** et, si vous le souhaitez, une **Catégorie** et une **Description**, puis cliquez sur **Enregistrer**. Une carte peut contenir jusqu’à 500 repères.',
  'maps.b1.i3':
    'De retour dans l’onglet **Carte**, choisissez la carte dans **Définir la carte active de ce guide** et cliquez sur **Enregistrer**. **Désactiver la carte** masque de nouveau la carte aux voyageurs.',
  'maps.b2.alt':
    'L’éditeur de carte : une carte avec trois repères numérotés et, en dessous, le tableau Repères listant Harbour Lights, Gyllyngvase Beach et Pendennis Castle avec leur catégorie, leur description, leur latitude et leur longitude.',
  'maps.b3.text':
    'Les voyageurs trouvent les repères sur l’écran **Carte** du guide, sous forme de liste des lieux à proximité, chacun avec un lien Ouvrir dans Plans pour l’itinéraire.',

  'analytics.title': 'Statistiques : ce que lisent les voyageurs',
  'analytics.summary':
    'Voyez combien de fois votre guide et chaque sujet sont ouverts, aujourd’hui et sur les 30 derniers jours.',
  'analytics.keywords':
    'stats, statistiques, vues, visites, consultations, trafic, audience, graphique, rapport, chiffres, populaire',
  'analytics.b0.text':
    'Ouvrez l’onglet **Statistiques** du guide pour voir **Vues au total**, **Vues aujourd’hui**, **Vues hier** et **Invitations créées**, un graphique des vues sur les 30 derniers jours et, pour chaque catégorie, un tableau de ses sujets avec **Total des vues** et **Vues aujourd’hui**.',
  'analytics.b1.alt':
    'L’onglet Statistiques avec les chiffres Vues au total, Vues aujourd’hui, Vues hier et Invitations créées, et le graphique des vues sur les 30 derniers jours.',
  'analytics.b2.i0':
    'Une vue du guide est comptée chaque fois qu’un voyageur ouvre le guide ; une vue de sujet, chaque fois qu’il ouvre ce sujet.',
  'analytics.b2.i1': 'Les jours sont comptés dans le fuseau horaire du guide.',
  'analytics.b2.i2': 'Vos propres aperçus (Ouvrir l’aperçu) ne sont pas comptés, pas plus que la lecture hors ligne.',
  'analytics.b2.i3': 'Rien n’est enregistré sur le voyageur : ni nom, ni cookie, ni suivi.',
  'analytics.b2.i4': 'Le **Tableau de bord** additionne les vues de tous vos guides.',
  'analytics.b3.text':
    'Un sujet très consulté est peut-être une question à laquelle votre annonce devrait répondre avant l’arrivée ; un sujet jamais ouvert a peut-être besoin d’un titre plus clair.',

  'export-import.title': 'Exporter, importer et dupliquer un guide',
  'export-import.summary':
    'Gardez une sauvegarde d’un guide, restaurez-la comme nouveau guide ou copiez un guide pour un autre logement.',
  'export-import.keywords':
    'sauvegarde, copie, copier, cloner, modèle, télécharger, restaurer, json, déplacer, transférer, données',
  'export-import.b0.text':
    'Ouvrez l’onglet **Données** du guide. Rien de ce qui s’y trouve ne modifie le guide ouvert.',
  'export-import.b1.alt':
    'L’onglet Données avec trois panneaux : Exporter avec le bouton Exporter le guide, Importer avec le bouton Importer un guide, et Dupliquer avec le bouton Dupliquer le guide.',
  'export-import.b2.i0':
    '**Exporter le guide** télécharge un fichier .guide.json contenant le guide, ses catégories, ses sujets et ses images. Gardez-le comme sauvegarde.',
  'export-import.b2.i1':
    '**Importer un guide** crée un nouveau guide à partir d’un tel fichier, dans ce compte ou dans un autre, et l’ouvre. Ses images sont ajoutées à votre médiathèque. Les fichiers jusqu’à 64 MB sont acceptés.',
  'export-import.b2.i2':
    '**Dupliquer le guide** crée une copie avec toutes les catégories et tous les sujets, dont le titre se termine par « (copie) », et l’ouvre. La copie utilise les mêmes images de la médiathèque et reçoit son propre lien de partage.',
  'export-import.b3.text':
    'Vous gérez plusieurs logements semblables ? Terminez un guide, dupliquez-le et ne changez que ce qui diffère.',
  // calendar-feeds and import-stays
  'calendar-feeds.title': 'Connecter vos calendriers Airbnb, Vrbo et Booking.com',
  'calendar-feeds.summary':
    'Chaque réservation du calendrier d’une plateforme devient un séjour avec son lien personnel, qui suit la réservation quand elle change ou est annulée.',
  'calendar-feeds.keywords':
    'ical, ics, synchronisation, calendrier, flux, airbnb, vrbo, booking.com, réservation, séjour, annulée, import, automatique, export, abonnement, ménage, google agenda, outlook, synchroniser maintenant',
  'calendar-feeds.b0.text':
    'Chaque plateforme de réservation publie le calendrier de chaque annonce à une adresse d’export privée (iCal, se terminant par .ics). Ajoutez cette adresse à un guide et Guidebook la lit : chaque réservation devient un séjour, une invitation avec son propre lien personnel, les dates du voyageur et ce que la plateforme dit du voyageur. Dans l’onglet **Calendrier** du guide, sous **Ajouter un calendrier**, collez l’adresse dans **Adresse du calendrier**, donnez-lui un **Libellé** si vous le souhaitez (Airbnb, par exemple), cochez **Chaque événement est un séjour** si chaque événement de ce calendrier est une réservation, et appuyez sur **Ajouter le calendrier**. Chaque calendrier y figure avec son état et ses nombres, **Synchroniser maintenant** et un bouton pour le supprimer. Un client de l’API fait de même avec les appels calendar_feeds de la référence de l’API.',
  'calendar-feeds.b1.i0':
    'Airbnb : dans le calendrier de l’annonce, ouvrez Disponibilités › Connecter des calendriers et copiez l’adresse sous Exporter le calendrier. Chaque événement « Reserved » devient un séjour, avec le code de réservation et les 4 derniers chiffres du téléphone du voyageur. « Airbnb (Not available) » correspond à des dates que vous avez bloquées, pas à un séjour.',
  'calendar-feeds.b1.i1':
    'Vrbo : ouvrez Calendrier › Importer/Exporter et copiez l’adresse d’export. Chaque événement « Reserved - Nom » devient un séjour au nom de ce voyageur ; « Blocked » correspond à des dates bloquées.',
  'calendar-feeds.b1.i2':
    'Booking.com : ouvrez Tarifs et disponibilités › Synchroniser les calendriers et copiez l’adresse d’export. Chaque événement (« CLOSED - Not available ») devient un séjour, car l’export ne contient rien d’autre : le nom du voyageur n’y figure pas.',
  'calendar-feeds.b1.i3':
    'Tout autre calendrier : chaque événement est un séjour, sauf ceux intitulés Blocked ou Not available. Avec **Chaque événement est un séjour** coché, chaque événement du calendrier, quel que soit son titre, est un séjour.',
  'calendar-feeds.b2.text':
    'Un calendrier est lu dès qu’il est ajouté ou que son adresse change, puis toutes les 15 minutes (CALENDAR_SYNC_MINUTES sur le serveur peut fixer un autre intervalle). **Synchroniser maintenant**, à côté de chaque calendrier dans l’onglet Calendrier, le lit aussitôt et affiche le résultat. L’arrivée d’une réservation est son jour d’arrivée à l’**Heure d’arrivée** du guide, son départ le jour du départ à son **Heure de départ**, dans le **Fuseau horaire** du guide (15:00 et 11:00 si le guide n’en a pas).',
  'calendar-feeds.b3.i0':
    'Dans l’onglet Calendrier, chaque calendrier indique quand il a été lu pour la dernière fois (**Pas encore lu** avant sa première lecture), combien de séjours cette lecture a créés, modifiés et annulés, et son état : **Lu sans problème**, ou une phrase qui dit ce qui n’a pas marché.',
  'calendar-feeds.b3.i1':
    '« L’adresse a répondu 404 Not Found » (ou une autre réponse) : la plateforme ne connaît plus cette adresse, souvent parce que l’adresse d’export a été renouvelée. Copiez la nouvelle.',
  'calendar-feeds.b3.i2':
    '« Ce n’est pas un fichier de calendrier » : l’adresse ouvre une page web, pas un calendrier. Copiez l’adresse d’export elle-même, pas celle de l’annonce ou de la page du calendrier.',
  'calendar-feeds.b3.i3':
    '« Le calendrier n’a pas pu être joint en 10 s » : la plateforme n’a pas répondu à temps. La lecture suivante réessaie.',
  'calendar-feeds.b3.i4':
    '« Cette adresse n’est pas accessible depuis Internet » : l’adresse mène à un réseau privé ou local, que Guidebook ne lit jamais.',
  'calendar-feeds.b3.i5':
    '« 2 événements ignorés : pas d’UID » et semblables : certains événements sont inutilisables (sans UID, sans date de début, une fin avant le début, un événement répété). Les autres sont lus normalement.',
  'calendar-feeds.b4.i0':
    'Une réservation dont les dates changent déplace son séjour, avec sa période d’accès et le moment où son code de la porte s’affiche.',
  'calendar-feeds.b4.i1':
    'Une réservation qui quitte le calendrier (annulée) annule son séjour s’il n’a pas commencé : le séjour indique Annulé et son lien personnel est fermé. Si la réservation revient, le séjour rouvre.',
  'calendar-feeds.b4.i2':
    'Un séjour dont l’arrivée est passée n’est jamais modifié par un calendrier, et vos modifications d’un séjour sont gardées ; seules ses dates suivent le calendrier.',
  'calendar-feeds.b5.text':
    'Un calendrier en échec ne supprime jamais de séjour : quand l’adresse répond une erreur, une page web, un fichier vide ou trop gros, ou autre chose qu’un calendrier, chaque séjour reste tel quel et l’état dit pourquoi. Retirer un calendrier garde aussi ses séjours.',
  'calendar-feeds.b6.text':
    'Le même onglet donne aussi les séjours du guide à d’autres applis, pour votre propre calendrier ou celui de la personne qui fait le ménage : sous **Adresse du calendrier pour d’autres applis**, appuyez sur **Créer une adresse**, puis sur **Copier l’adresse**, et abonnez-vous-y dans Google Agenda, Apple Calendrier ou Outlook.',
  'calendar-feeds.b7.i0':
    'Chaque séjour est un événement de l’arrivée au départ avec le nom du voyageur, le nombre de voyageurs et la référence de réservation ; jamais de code de la porte ni d’adresse e-mail. Les séjours annulés n’y figurent pas.',
  'calendar-feeds.b7.i1':
    'L’adresse est secrète : qui l’a peut la lire. **Créer une nouvelle adresse** la remplace, et l’ancienne cesse aussitôt de fonctionner : chaque calendrier qui s’y était abonné a besoin de la nouvelle.',
  'import-stays.title': 'Importer des séjours depuis un fichier CSV',
  'import-stays.summary': 'Créez d’un coup de nombreux séjours pour un guide depuis un tableur : tous ou aucun.',
  'import-stays.keywords':
    'csv, tableur, excel, en masse, envoi, import, séjours, réservations, voyageurs, lignes, colonnes',
  'import-stays.b0.text':
    'Les réservations tenues dans un tableur deviennent des séjours en une fois : enregistrez-le en fichier CSV, ouvrez l’onglet **Calendrier** du guide et, sous **Importer des séjours depuis un fichier CSV**, appuyez sur **Choisir un fichier CSV**. **Télécharger un fichier d’exemple** donne un fichier avec la ligne d’en-tête et deux séjours pour commencer. Chaque ligne devient un séjour avec son propre lien personnel. Un client de l’API envoie le fichier avec l’appel invitations/import.',
  'import-stays.b1.i0':
    'La première ligne est la ligne d’en-tête, qui nomme les colonnes : guest_name, check_in et check_out sont obligatoires ; guest_email, guest_phone, guests, reference, language et door_code peuvent manquer. Les colonnes peuvent être dans n’importe quel ordre.',
  'import-stays.b1.i1':
    'Les valeurs sont séparées par des virgules ou par des points-virgules, comme dans la ligne d’en-tête. Enregistrez le fichier en UTF-8, avec ou sans BOM (« CSV UTF-8 » dans les tableurs).',
  'import-stays.b1.i2':
    'Les dates s’écrivent 2026-12-12, dans le fuseau horaire du guide : l’arrivée prend alors l’**Heure d’arrivée** du guide et le départ son **Heure de départ**. Écrivez 2026-12-12 16:30 pour donner une autre heure.',
  'import-stays.b1.i3':
    'guests est un nombre de voyageurs, language la langue du voyageur (en, fr, pt-BR), door_code compte au plus 100 caractères et n’est montré au voyageur que par le lien personnel.',
  'import-stays.b1.i4': 'Un fichier contient au plus 2 000 séjours et 5 MB.',
  'import-stays.b2.text': 'Un petit exemple, trois lignes d’un fichier :',
  'import-stays.b3.i0': 'guest_name,guest_email,check_in,check_out,guests,reference',
  'import-stays.b3.i1': 'Ana Silva,ana@example.com,2026-12-12,2026-12-15,2,HMX42',
  'import-stays.b3.i2': 'Tom Berg,,2026-12-18 18:00,2026-12-20,1,',
  'import-stays.b4.text':
    'Tout ou rien : quand une ligne est fausse, rien n’est importé et la réponse nomme sa ligne et sa colonne, par exemple « Ligne 7, check_out : Le départ doit être postérieur à l’arrivée. » Corrigez cette ligne et renvoyez tout le fichier. Un fichier envoyé de nouveau ne crée pas de second séjour : une ligne dont la référence est déjà celle d’un séjour du guide met ce séjour à jour (ses dates déplacent d’autant sa période d’accès ; les colonnes du fichier remplacent celles du séjour, une cellule vide en efface une, et les colonnes absentes du fichier sont conservées). Les lignes sans référence créent chaque fois de nouveaux séjours.',
  // door-codes
  'door-codes.title': 'Codes de la porte : montrés à chaque voyageur au bon moment',
  'door-codes.summary':
    'Le code de la porte d’un séjour n’apparaît que sur le lien personnel de son voyageur, à partir de l’heure choisie et jusqu’à la fin de son accès.',
  'door-codes.keywords':
    'code de la porte, code, serrure, digicode, serrure connectée, code d’accès, boîte à clés, arrivée, secret, codes de champ, variables',
  'door-codes.b0.text':
    'Chaque séjour peut avoir son propre code de la porte (100 caractères au plus). Dans **Invitations** › **Accueil des invitations**, ouvrez un séjour avec son bouton **Voir**, puis son onglet **Séjour** : remplissez **Code d’accès** et, pour l’heure à partir de laquelle il s’affiche, **Code d’accès visible à partir de**, puis appuyez sur **Enregistrer**. Un import CSV le donne dans la colonne door_code, un client de l’API avec door_code et door_code_from. Les calendriers des plateformes ne contiennent pas de code de la porte.',
  'door-codes.b1.i0':
    'Le voyageur le voit dans l’onglet Accueil de son lien personnel : « Code de la porte 4711, à partir du ven. 12 déc. 15:00 », dans le fuseau horaire du guide et la langue du voyageur.',
  'door-codes.b1.i1':
    'Avant cette heure, le voyageur voit quand le code apparaîtra. Si **Code d’accès visible à partir de** est vide (sans door_code_from), il apparaît à l’ouverture de la période d’accès du séjour.',
  'door-codes.b1.i2':
    'À la fin de la période d’accès, le code disparaît, y compris de la copie que le téléphone du voyageur garde hors ligne.',
  'door-codes.b1.i3':
    'Il n’apparaît jamais sur le lien de partage, dans sa recherche, dans le PDF du livret d’accueil, sur le flyer, dans les statistiques ni dans les journaux du serveur.',
  'door-codes.b2.text':
    'Écrivez {{door_code}} dans un sujet (dans Informations d’arrivée, par exemple) pour donner le code avec vos propres mots. Par le lien personnel d’un séjour, il devient le code de ce séjour pendant qu’il est affiché (« disponible à partir du … » avant) ; partout ailleurs, il se lit comme des mots neutres, jamais entre accolades. {{guest_first_name}}, {{guest_name}}, {{check_in}}, {{check_out}}, {{guests}}, {{reference}}, {{wifi_name}}, {{wifi_password}}, {{check_in_time}} et {{check_out_time}} fonctionnent de la même façon.',
  'door-codes.b3.text':
    'Un code qui change à chaque réservation est le plus sûr : le lien d’un ancien voyageur cesse de l’afficher à la fin de son séjour.',

  // timed-messages
  'timed-messages.title': 'Envoyer des messages programmés à vos voyageurs',
  'timed-messages.summary':
    'Des règles qui envoient un e-mail à chaque voyageur au bon moment de son séjour, dans sa langue, chaque message une seule fois.',
  'timed-messages.keywords':
    'e-mail automatique, message programmé, rappel, bienvenue, instructions d’arrivée, code de porte, demande d’avis, remerciement, règles',
  'timed-messages.b0.text':
    'Une règle de message contient un e-mail et dit quand il part ; chaque séjour de son guide (ou de tous les guides) le reçoit à ce moment, rempli avec ses propres informations. Les règles se trouvent dans **Invitations** › **Messages** dans la barre latérale : le tableau les liste, chacune avec un interrupteur **Activée**, un bouton **Modifier** et un bouton de suppression. Appuyez sur **Nouvelle règle**, donnez-lui un **Nom**, choisissez son **Guide** (ou **Tous les guides**) et **Quand** il part, avec ses **Jours** et son **Heure d’envoi**, rédigez l’e-mail et appuyez sur **Enregistrer**. Les clients de l’API utilisent plutôt les appels message_rules.',
  'timed-messages.b1.i0':
    '**À la confirmation de la réservation** : dès que le séjour est ajouté, à la main, depuis un fichier CSV ou depuis un calendrier.',
  'timed-messages.b1.i1':
    '**Jours avant l’arrivée** : un nombre de jours (0 à 60) avant le jour d’arrivée, à l’heure choisie.',
  'timed-messages.b1.i2': '**Le jour de l’arrivée** : à l’heure choisie.',
  'timed-messages.b1.i3':
    '**Jours après le départ** : un nombre de jours après le jour de départ, à l’heure choisie, pour un remerciement ou une demande d’avis.',
  'timed-messages.b2.text':
    'Les heures sont l’heure locale du guide dans son **Fuseau horaire**, y compris les jours de changement d’heure. Rédigez l’**Objet** et le **Message** dans la langue par défaut du guide, et dans les onglets de ses autres langues si vous le souhaitez : chaque voyageur reçoit la langue de son séjour quand la règle l’a, sinon la langue par défaut. Sous **Codes de champ**, un clic insère un code à l’emplacement du curseur ; les codes comme {{guest_first_name}}, {{check_in}} et {{door_code}} sont remplis à l’envoi, et **Aperçu** montre l’e-mail tel que le prochain voyageur du guide le lira (avec des valeurs d’exemple si aucun séjour n’est prévu). Le lien personnel du voyageur est ajouté à la fin, sauf si le texte le place avec {{link}}. Les réponses vont à l’e-mail du propriétaire de l’espace de travail. Dans **Invitations** › **Accueil des invitations**, le bouton **Voir** d’un séjour ouvre son onglet **Messages**, qui liste chaque message et son état (l’appel invitations/messages de l’API) :',
  'timed-messages.b3.i0': 'Planifié : il part à l’heure indiquée.',
  'timed-messages.b3.i1':
    'Envoyé : il est parti, une fois. **Envoyer maintenant** l’envoie à nouveau, volontairement (l’appel invitations/messages/send_now de l’API).',
  'timed-messages.b3.i2':
    'En attente de l’e-mail du voyageur : le séjour n’a pas encore d’e-mail (les calendriers n’en contiennent pas). Ajoutez-en un et le message part, si le voyageur n’est pas encore parti.',
  'timed-messages.b3.i3':
    'Ignoré : son heure était passée quand le séjour a été ajouté, et le voyageur était déjà arrivé. Un séjour ajouté tard mais avant l’arrivée reçoit le message aussitôt.',
  'timed-messages.b3.i4':
    'Annulé : le séjour a été annulé ou révoqué, ou la règle a été désactivée ou supprimée. Réactiver la règle planifie à nouveau ses messages.',
  'timed-messages.b4.text':
    'Un séjour déplacé déplace ses messages, et une règle modifiée replanifie chaque message qu’elle n’a pas encore envoyé. Quel que soit le nombre de serveurs qui font tourner Guidebook, et même si l’un s’arrête pendant un envoi, chaque voyageur reçoit chaque message une fois.',

  // webhooks
  'webhooks.title': 'Prévenez vos autres outils : les webhooks',
  'webhooks.summary':
    'Votre channel manager, votre service de serrures connectées ou vos scripts sont prévenus aussitôt, par des requêtes signées, quand un séjour est ajouté, un message envoyé ou un guide modifié.',
  'webhooks.keywords':
    'intégration, zapier, pms, callback, notification, événements, http post, signature, hmac, standard webhooks, api',
  'webhooks.b0.text':
    'Un webhook est l’adresse d’un autre service que Guidebook appelle (un HTTP POST en JSON) chaque fois qu’un de ses événements se produit : invitation.created, invitation.updated, invitation.cancelled, request.created, request.answered, feedback.created, message.sent, message.failed, guide.published, calendar_feed.failed. Les propriétaires et administrateurs les configurent dans **Mon compte** › **Webhooks** de la barre latérale (ou avec les appels webhooks de l’API, connectés) : l’ajout d’un endpoint affiche son secret de signature (whsec_…) une seule fois, **Envoyer un événement de test** l’essaie, et **Envois** liste chaque tentative avec **Renvoyer**. Le destinataire répond 2xx en 10 secondes ; les 5xx, 408, 429, délais dépassés et connexions refusées sont retentés environ 8 fois sur 24 heures, et après 50 échecs de suite le webhook est désactivé et vous recevez un e-mail. Chaque requête porte les en-têtes webhook-id, webhook-timestamp et webhook-signature (Standard Webhooks). Vérifiez-les avant de faire confiance au contenu, en Node ou en Python :',
  'webhooks.b1.i0': 'npm install standardwebhooks',
  'webhooks.b1.i1': 'import { Webhook } from "standardwebhooks"; const wh = new Webhook(process.env.WEBHOOK_SECRET);',
  'webhooks.b1.i2': 'const event = wh.verify(rawBody, req.headers); // throws when the signature or timestamp is wrong',
  'webhooks.b2.i0': 'pip install standardwebhooks',
  'webhooks.b2.i1': 'from standardwebhooks.webhooks import Webhook; wh = Webhook(os.environ["WEBHOOK_SECRET"])',
  'webhooks.b2.i2': 'event = wh.verify(request.get_data(), request.headers)  # raises WebhookVerificationError',
  'webhooks.b3.text':
    'Un même événement peut arriver deux fois (après une nouvelle tentative ou un renvoi) : gardez les webhook-id déjà traités et ignorez ceux déjà vus.',
  'white-label.title': 'Marque blanche : votre nom sur les e-mails et les impressions',
  'white-label.summary':
    'Envoyez les e-mails aux voyageurs sous votre nom, ajoutez votre pied de page et masquez le nom du produit.',
  'white-label.keywords': 'revendeur, marque, expéditeur, de, pied de page, signature, agence, sans marque, powered by',
  'white-label.b0.text':
    'Dans **Mon compte**, **Marque blanche (revendeur)** regroupe ce que vos voyageurs voient de vous à la place du produit. Seuls le propriétaire et les administrateurs de l’espace de travail peuvent le modifier.',
  'white-label.b1.i0':
    'Saisissez un **Nom de l’expéditeur**, par exemple votre société. Les invitations, les messages programmés et les réponses aux demandes arrivent sous ce nom ; les réponses de vos voyageurs vont à l’adresse e-mail du propriétaire de l’espace de travail.',
  'white-label.b1.i1':
    'Rédigez un **Pied de page des e-mails** : votre adresse, votre téléphone ou votre site web. Il est ajouté à la fin de chaque e-mail à vos voyageurs.',
  'white-label.b1.i2':
    'Activez **Masquer le nom du produit** pour qu’aucun nom ni lien du produit n’apparaisse dans le guide des voyageurs, son icône d’application, le flyer, le livret d’accueil (y compris dans le fichier PDF) ou les e-mails. Sans nom d’expéditeur, les e-mails arrivent alors sous le nom de votre espace de travail.',
  'white-label.b1.i3':
    'Cliquez sur **Enregistrer**. Le changement s’applique aussitôt, y compris aux guides que des voyageurs ont déjà ouverts.',
  'white-label.b2.text':
    'Les e-mails partent toujours de l’adresse de ce serveur : seul le nom que voient vos voyageurs change, ils ne sont donc pas classés comme spam.',
  'white-label.action': 'Ouvrir la marque blanche',

  // own-domain
  'own-domain.title': 'Liens lisibles et votre propre domaine',
  'own-domain.summary':
    'Donnez à vos guides des liens lisibles par vos voyageurs, comme guide.votre-maison.fr/maison-de-plage, sur votre propre domaine.',
  'own-domain.keywords':
    'slug, nom du lien, domaine personnalisé, URL, adresse, DNS, CNAME, enregistrement TXT, enregistrement A, vérifier, HTTPS, SSL, certificat, sous-domaine',
  'own-domain.b0.text':
    'Chaque guide a un lien lisible : l’adresse du serveur, le nom du lien de votre espace de travail, puis celui du guide, par exemple …/villa-rosa/maison-de-plage. Choisissez celui de l’espace de travail dans **Mon compte** › **Marque blanche (revendeur)**, section **Le nom du lien de votre espace de travail**, et celui d’un guide dans son onglet **Partage rapide**, sous **Nom du lien**. Un nom de lien compte 3 à 60 lettres minuscules, chiffres et tirets, et aucun autre espace de travail ne peut avoir le vôtre. Après un changement, l’ancien lien mène au nouveau pendant 90 jours ; le lien voyageur avec son code reste valable.',
  'own-domain.b1.i0':
    'Sur le même écran, sous **Votre propre domaine**, saisissez un domaine qui vous appartient, comme guide.votre-maison.fr, puis appuyez sur **Enregistrer le domaine**. Seuls le propriétaire et les administrateurs de l’espace de travail peuvent le définir.',
  'own-domain.b1.i1':
    'Chez votre fournisseur DNS, ajoutez les enregistrements listés sous **Enregistrements DNS à ajouter** (chaque bouton **Copier** copie une valeur) : un enregistrement TXT nommé _guidebook-verify.guide.votre-maison.fr contenant le jeton affiché, et un enregistrement CNAME pointant vers ce serveur. Un domaine sans sous-domaine ne peut pas avoir de CNAME : utilisez l’enregistrement ALIAS (ANAME) de votre fournisseur, ou un enregistrement A avec l’adresse IP du serveur.',
  'own-domain.b1.i2':
    'Appuyez sur **Vérifier**. Le serveur consulte l’enregistrement TXT : l’**État** passe à vérifié, ou **Dernière vérification** indique pourquoi (pas encore d’enregistrement, un enregistrement sans ce jeton, pas de réponse du DNS). De nouveaux enregistrements peuvent mettre de quelques minutes à quelques heures à apparaître ; appuyez de nouveau sur **Vérifier** plus tard.',
  'own-domain.b1.i3':
    'Une fois le domaine vérifié, **Adresse pour les voyageurs** indique où vos voyageurs ouvrent vos guides.',
  'own-domain.b2.text':
    'Dès lors, les voyageurs ouvrent un guide à l’adresse guide.votre-maison.fr/maison-de-plage : le lien de partage, le QR code, le flyer, le PDF et les e-mails portent tous votre domaine. La page d’accueil du domaine liste vos guides publiés, ou ouvre le guide s’il n’y en a qu’un. Seuls les guides de votre espace de travail y répondent, jamais l’application d’administration ni les guides d’un autre espace de travail. **Retirer le domaine** renvoie les voyageurs vers l’adresse propre du serveur.',
  'own-domain.b3.text':
    'L’application ne crée pas elle-même de certificats HTTPS : le proxy inverse placé devant le serveur (comme Caddy) en obtient un pour chaque domaine vérifié, une fois configuré par la personne qui gère le serveur. Si votre domaine affiche un avertissement de certificat, prévenez la personne qui gère votre serveur.',
  'own-domain.action': 'Ouvrir la marque blanche',

  // agencies
  'agencies.title': 'Agences : un espace de travail par client',
  'agencies.summary':
    'Gérez les guides de plusieurs propriétaires avec un seul compte, chaque client dans son propre espace de travail.',
  'agencies.keywords':
    'agence, client, propriétaire, conciergerie, gestionnaire, plusieurs comptes, changer, organisation, société, céder, transférer, supprimer l’espace de travail',
  'agencies.b0.text':
    'Un espace de travail a ses propres guides, médiathèque, image de marque, domaine, réglages de marque blanche, membres et jetons d’API ; rien n’est partagé entre espaces de travail. Votre compte commence avec votre espace de travail personnel et peut posséder jusqu’à 50 espaces de travail (la limite par défaut du serveur).',
  'agencies.b1.i0':
    'Appuyez sur **Nouvel espace de travail** dans la barre du haut (sur téléphone, dans votre menu utilisateur), saisissez le **Nom** du client et appuyez sur **Créer l’espace de travail**. Vous possédez le nouvel espace de travail et y travaillez aussitôt.',
  'agencies.b1.i1':
    'Passez d’un espace de travail à l’autre avec la liste **Espace de travail** de la barre du haut. Ce que vous voyez et modifiez appartient à l’espace de travail choisi, et la liste **Guides numériques** le nomme.',
  'agencies.b1.i2':
    'Invitez votre équipe ou le client dans **Accès des utilisateurs**, comme dans votre propre espace de travail. Le rôle d’un membre ne vaut que pour cet espace de travail.',
  'agencies.b2.text':
    'Pour céder un espace de travail au client, ouvrez-y **Accès des utilisateurs** puis, sous **Transférer la propriété**, choisissez un membre actif comme **Nouveau propriétaire** et confirmez. Il reçoit un e-mail avec un lien pour l’accepter ; une fois accepté, l’espace de travail lui appartient et vous y restez comme administrateur. Un nouveau transfert remplace celui qui attend encore.',
  'agencies.b3.text':
    '**Supprimer l’espace de travail**, sur la même page, supprime un espace de travail vide (aucun guide, aucun fichier dans la médiathèque) avec ses membres, ses jetons d’API et son image de marque ; seul son propriétaire le peut. Votre espace de travail personnel ne peut être ni cédé ni supprimé.',
  'agencies.action': 'Ouvrir Accès des utilisateurs',
  'guest-requests.title': 'Demandes des voyageurs : arrivée anticipée, départ tardif et plus',
  'guest-requests.summary':
    'Les voyageurs demandent depuis leur lien personnel ; vous acceptez ou refusez au même endroit, et une heure acceptée déplace le séjour.',
  'guest-requests.keywords':
    'demande, arrivée anticipée, départ tardif, extras, accepter, refuser, boîte de réception, acceptation automatique, prix',
  'guest-requests.b0.text':
    'Les voyageurs font leurs demandes depuis l’écran d’accueil du lien personnel de leur séjour, tant que sa période d’accès est ouverte ; le lien public ne le permet pas. Ce qu’ils peuvent demander se règle dans **Invitations** › **Demandes**, sous **Ce que les voyageurs peuvent demander** : chaque espace de travail commence avec **Arrivée anticipée** et **Départ tardif**, désactivés. Activez **Activé** pour ceux que vous proposez. **Ajouter un type de demande** ajoute les vôtres (serviettes, lit bébé, navette depuis l’aéroport) : un nom et une description dans chaque langue de vos guides, un prix en texte comme « 20 € » (rien n’est facturé) et les guides où il est proposé. À côté de chaque type se trouvent **Modifier** et **Supprimer** ; les demandes déjà envoyées gardent le nom de leur type. Les clients de l’API font de même avec les appels request_types.',
  'guest-requests.b1.i0':
    '**En attente** : la demande vous attend. L’entrée **Demandes** de la barre latérale indique combien attendent, et vous recevez un e-mail pour chaque nouvelle demande.',
  'guest-requests.b1.i1':
    '**Acceptée** : une arrivée anticipée avance l’arrivée du séjour à l’heure demandée, et sa période d’accès et son code de porte d’autant ; un départ tardif recule le départ et la fin de la période. Les messages programmés suivent les nouvelles heures.',
  'guest-requests.b1.i2': '**Refusée** : le séjour reste tel quel.',
  'guest-requests.b1.i3': '**Annulée** : le séjour a été annulé.',
  'guest-requests.b2.text':
    'Ouvrez **Invitations** › **Demandes**, écrivez une réponse si vous le souhaitez et appuyez sur **Accepter** ou **Refuser**. Le voyageur voit la réponse et votre message dans le guide, et la reçoit par e-mail si le séjour a une adresse e-mail, dans la langue du séjour. Un déplacement qui chevaucherait un autre séjour du même guide est refusé : modifiez d’abord l’autre séjour.',
  'guest-requests.b3.text':
    'Avec **Acceptation automatique**, une arrivée anticipée est acceptée aussitôt quand aucun autre séjour du guide ne se termine ce jour-là, et un départ tardif quand aucun séjour ne commence ce jour-là. Sinon, la demande vous attend comme d’habitude.',
  'guest-feedback.title': 'Avis des voyageurs et liens d’avis',
  'guest-feedback.summary':
    'Après leur séjour, les voyageurs le notent de 1 à 5 étoiles par leur lien personnel, et les voyageurs satisfaits sont dirigés vers vos pages d’avis.',
  'guest-feedback.keywords':
    'note, étoiles, avis, commentaire, remerciement, avis Airbnb, avis Google, avis Booking.com, satisfaction, enquête',
  'guest-feedback.b0.text':
    'Du départ jusqu’à 14 jours après, le lien personnel d’un séjour affiche **Merci & avis** : le voyageur choisit de 1 à 5 étoiles, peut ajouter un commentaire et appuie sur **Envoyer l’avis**. Le guide le montre sur **Accueil** sous **Comment s’est passé votre séjour ?**, dans l’onglet **Infos** (dans votre catégorie **Thank You & Feedback**, ou comme une tuile à part) et là où mène {{feedback_link}}. Le lien de partage public n’a pas de formulaire : les avis viennent seulement du lien propre à un séjour, donc chaque réponse appartient à un séjour.',
  'guest-feedback.b1.i0':
    'Une réponse par séjour. Une deuxième réponse dans les 24 heures qui suivent la première la remplace (le voyageur appuie sur **Modifier ma réponse**) ; ensuite, elle reste telle quelle.',
  'guest-feedback.b1.i1':
    'Avant le départ, le lien indique quand les avis ouvrent ; un séjour annulé ou révoqué n’en reçoit pas.',
  'guest-feedback.b1.i2':
    'Après 4 ou 5 étoiles, le voyageur voit vos liens d’avis : **Laisser un avis sur Airbnb**, **Laisser un avis sur Google** et **Laisser un avis sur Booking.com**, ceux que vous avez renseignés.',
  'guest-feedback.b2.text':
    'Ouvrez le guide et son onglet **Avis** : la note moyenne et le nombre de notes, puis chaque réponse avec le voyageur, les dates du séjour et le commentaire, la plus récente en premier. Sous **Liens d’avis**, collez les adresses de vos pages d’avis (commençant par http:// ou https://) et appuyez sur **Enregistrer les liens d’avis** ; un champ vide signifie aucun lien. Les clients de l’API utilisent les appels feedback/list et guides/review_links, et un webhook abonné à feedback.created est informé de chaque réponse.',
  'guest-feedback.b3.text':
    'Placez {{feedback_link}} dans une règle de message envoyée **Jours après le départ** (1 jour, le matin) : l’e-mail ouvre directement l’écran d’avis, et le lien simple n’est alors pas ajouté à la fin.',
} satisfies CompleteHelpCatalog;
