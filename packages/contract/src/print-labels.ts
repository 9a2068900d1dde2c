/**
 * The fixed texts of the printed House Manual (guide PDF) and flyer, in the languages the guest
 * guide's catalogs cover (apps/web/src/guest/i18n/catalogs/), so a print-out of a French or
 * Japanese guide is French or Japanese throughout. English is taken from MESSAGES, which other
 * code and tests read too. No zod here: the PDF code imports this module on its own.
 */
import { MESSAGES } from './constants.ts';

export type PrintLabels = {
  /** Guide PDF: the small line above the title on the first page (printed in capitals). */
  manualTitle: string;
  /** Guide PDF: the heading of the contacts column. */
  manualContacts: string;
  /** Guide PDF: the heading of the address column. */
  manualAddress: string;
  /** Guide PDF: when the guide has no published category. */
  manualEmpty: string;
  /** Guide PDF: the footer of every page, e.g. "Page 3 of 12". */
  pageOf: (page: number, pages: number) => string;
  /** Guide PDF: what follows a contact's label before its value (": " in English). */
  labelSeparator: string;
  /** Guide PDF: a contact's label, by its kind. */
  contactLabels: { host: string; phone: string; phone2: string; email: string };
  /** Flyer: the line under the QR code. */
  flyerInstructions: string;
  /** Flyer: the line above the printed link. */
  flyerLinkLabel: string;
  /** Flyer's WiFi box: its title. */
  wifiTitle: string;
  /** Flyer's WiFi box: before the network name. */
  wifiNetwork: string;
  /** Flyer's WiFi box: before the password. */
  wifiPassword: string;
  /** Flyer's WiFi box: in place of the password for an open network. */
  wifiOpen: string;
  /** Flyer's WiFi box: the line of instructions at its foot. */
  wifiScan: string;
};

export type PrintLanguage = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl' | 'pl' | 'ja' | 'zh' | 'ar';

const S = MESSAGES.sharing;
const W = MESSAGES.stay;

export const PRINT_LABELS: Record<PrintLanguage, PrintLabels> = {
  en: {
    manualTitle: S.manualTitle,
    manualContacts: S.manualContacts,
    manualAddress: S.manualAddress,
    manualEmpty: S.manualEmpty,
    pageOf: S.pageOf,
    labelSeparator: ': ',
    contactLabels: { ...S.contactLabels },
    flyerInstructions: S.flyerInstructions,
    flyerLinkLabel: S.flyerLinkLabel,
    wifiTitle: W.flyerWifiTitle,
    wifiNetwork: W.flyerWifiNetwork,
    wifiPassword: W.flyerWifiPassword,
    wifiOpen: W.flyerWifiOpen,
    wifiScan: W.flyerWifiScan,
  },
  es: {
    manualTitle: 'Manual de la casa',
    manualContacts: 'Contactos',
    manualAddress: 'Dirección',
    manualEmpty: 'Tu anfitrión aún no ha publicado información.',
    pageOf: (page, pages) => `Página ${page} de ${pages}`,
    labelSeparator: ': ',
    contactLabels: { host: 'Anfitrión', phone: 'Teléfono', phone2: 'Segundo teléfono', email: 'Correo electrónico' },
    flyerInstructions:
      'Escanea el código QR con la cámara de tu teléfono para abrir la guía. No hace falta ninguna app ni iniciar sesión.',
    flyerLinkLabel: 'O escribe este enlace:',
    wifiTitle: 'WiFi',
    wifiNetwork: 'Red',
    wifiPassword: 'Contraseña',
    wifiOpen: 'Red abierta: no hace falta contraseña.',
    wifiScan: 'Escanea con la cámara de tu teléfono para conectarte.',
  },
  fr: {
    manualTitle: 'Livret d’accueil',
    manualContacts: 'Contacts',
    manualAddress: 'Adresse',
    manualEmpty: 'Votre hôte n’a encore publié aucune information.',
    pageOf: (page, pages) => `Page ${page} sur ${pages}`,
    labelSeparator: ' : ',
    contactLabels: { host: 'Hôte', phone: 'Téléphone', phone2: 'Deuxième téléphone', email: 'E-mail' },
    flyerInstructions:
      'Scannez le QR code avec l’appareil photo de votre téléphone pour ouvrir le guide. Aucune application ni connexion nécessaire.',
    flyerLinkLabel: 'Ou saisissez ce lien :',
    wifiTitle: 'Wi-Fi',
    wifiNetwork: 'Réseau',
    wifiPassword: 'Mot de passe',
    wifiOpen: 'Réseau ouvert : aucun mot de passe nécessaire.',
    wifiScan: 'Scannez avec l’appareil photo de votre téléphone pour vous connecter.',
  },
  de: {
    manualTitle: 'Hausbuch',
    manualContacts: 'Kontakte',
    manualAddress: 'Adresse',
    manualEmpty: 'Dein Gastgeber hat noch keine Informationen veröffentlicht.',
    pageOf: (page, pages) => `Seite ${page} von ${pages}`,
    labelSeparator: ': ',
    contactLabels: { host: 'Gastgeber', phone: 'Telefon', phone2: 'Zweites Telefon', email: 'E-Mail' },
    flyerInstructions:
      'Scanne den QR-Code mit der Kamera deines Handys, um den Gästeführer zu öffnen. Keine App und keine Anmeldung nötig.',
    flyerLinkLabel: 'Oder gib diesen Link ein:',
    wifiTitle: 'WLAN',
    wifiNetwork: 'Netzwerk',
    wifiPassword: 'Passwort',
    wifiOpen: 'Offenes Netzwerk: kein Passwort nötig.',
    wifiScan: 'Scanne den Code mit der Kamera deines Handys, um dich zu verbinden.',
  },
  it: {
    manualTitle: 'Manuale della casa',
    manualContacts: 'Contatti',
    manualAddress: 'Indirizzo',
    manualEmpty: 'Il tuo host non ha ancora pubblicato informazioni.',
    pageOf: (page, pages) => `Pagina ${page} di ${pages}`,
    labelSeparator: ': ',
    contactLabels: { host: 'Host', phone: 'Telefono', phone2: 'Secondo telefono', email: 'E-mail' },
    flyerInstructions:
      'Inquadra il codice QR con la fotocamera del telefono per aprire la guida. Non servono app né registrazione.',
    flyerLinkLabel: 'Oppure digita questo link:',
    wifiTitle: 'Wi-Fi',
    wifiNetwork: 'Rete',
    wifiPassword: 'Password',
    wifiOpen: 'Rete aperta: nessuna password necessaria.',
    wifiScan: 'Inquadra il codice con la fotocamera del telefono per connetterti.',
  },
  pt: {
    manualTitle: 'Manual da casa',
    manualContacts: 'Contactos',
    manualAddress: 'Morada',
    manualEmpty: 'O seu anfitrião ainda não publicou informações.',
    pageOf: (page, pages) => `Página ${page} de ${pages}`,
    labelSeparator: ': ',
    contactLabels: { host: 'Anfitrião', phone: 'Telefone', phone2: 'Segundo telefone', email: 'E-mail' },
    flyerInstructions:
      'Leia o código QR com a câmara do seu telemóvel para abrir o guia. Não precisa de aplicação nem de iniciar sessão.',
    flyerLinkLabel: 'Ou escreva este link:',
    wifiTitle: 'Wi-Fi',
    wifiNetwork: 'Rede',
    wifiPassword: 'Palavra-passe',
    wifiOpen: 'Rede aberta: não é precisa palavra-passe.',
    wifiScan: 'Leia o código com a câmara do seu telemóvel para se ligar.',
  },
  nl: {
    manualTitle: 'Huisboek',
    manualContacts: 'Contact',
    manualAddress: 'Adres',
    manualEmpty: 'Je host heeft nog geen informatie gepubliceerd.',
    pageOf: (page, pages) => `Pagina ${page} van ${pages}`,
    labelSeparator: ': ',
    contactLabels: { host: 'Host', phone: 'Telefoon', phone2: 'Tweede telefoon', email: 'E-mail' },
    flyerInstructions:
      'Scan de QR-code met de camera van je telefoon om de gids te openen. Geen app of inloggen nodig.',
    flyerLinkLabel: 'Of typ deze link:',
    wifiTitle: 'Wifi',
    wifiNetwork: 'Netwerk',
    wifiPassword: 'Wachtwoord',
    wifiOpen: 'Open netwerk: geen wachtwoord nodig.',
    wifiScan: 'Scan de code met de camera van je telefoon om verbinding te maken.',
  },
  pl: {
    manualTitle: 'Instrukcja domu',
    manualContacts: 'Kontakt',
    manualAddress: 'Adres',
    manualEmpty: 'Gospodarz nie opublikował jeszcze żadnych informacji.',
    pageOf: (page, pages) => `Strona ${page} z ${pages}`,
    labelSeparator: ': ',
    contactLabels: { host: 'Gospodarz', phone: 'Telefon', phone2: 'Drugi telefon', email: 'E-mail' },
    flyerInstructions:
      'Zeskanuj kod QR aparatem telefonu, aby otworzyć przewodnik. Nie potrzebujesz aplikacji ani logowania.',
    flyerLinkLabel: 'Lub wpisz ten link:',
    wifiTitle: 'Wi-Fi',
    wifiNetwork: 'Sieć',
    wifiPassword: 'Hasło',
    wifiOpen: 'Sieć otwarta: hasło nie jest potrzebne.',
    wifiScan: 'Zeskanuj kod aparatem telefonu, aby się połączyć.',
  },
  ja: {
    manualTitle: 'ハウスマニュアル',
    manualContacts: '連絡先',
    manualAddress: '住所',
    manualEmpty: 'ホストはまだ情報を公開していません。',
    pageOf: (page, pages) => `${page} / ${pages} ページ`,
    labelSeparator: '：',
    contactLabels: { host: 'ホスト', phone: '電話', phone2: '電話（2）', email: 'メール' },
    flyerInstructions:
      'スマホのカメラで QR コードを読み取ると、ガイドが開きます。アプリのインストールやログインは不要です。',
    flyerLinkLabel: 'または、次のリンクを入力してください：',
    wifiTitle: 'Wi-Fi',
    wifiNetwork: 'ネットワーク',
    wifiPassword: 'パスワード',
    wifiOpen: 'オープンネットワーク：パスワードは不要です。',
    wifiScan: 'スマートフォンのカメラで読み取ると接続できます。',
  },
  zh: {
    manualTitle: '房屋手册',
    manualContacts: '联系方式',
    manualAddress: '地址',
    manualEmpty: '房东尚未发布任何信息。',
    pageOf: (page, pages) => `第 ${page} 页，共 ${pages} 页`,
    labelSeparator: '：',
    contactLabels: { host: '房东', phone: '电话', phone2: '备用电话', email: '电子邮件' },
    flyerInstructions: '用手机相机扫描二维码即可打开指南。无需安装应用，也无需登录。',
    flyerLinkLabel: '或输入以下链接：',
    wifiTitle: 'Wi-Fi',
    wifiNetwork: '网络',
    wifiPassword: '密码',
    wifiOpen: '开放网络：无需密码。',
    wifiScan: '用手机相机扫描即可连接。',
  },
  ar: {
    manualTitle: 'دليل المنزل',
    manualContacts: 'جهات الاتصال',
    manualAddress: 'العنوان',
    manualEmpty: 'لم ينشر المضيف أي معلومات بعد.',
    pageOf: (page, pages) => `صفحة ${page} من ${pages}`,
    labelSeparator: ': ',
    contactLabels: { host: 'المضيف', phone: 'الهاتف', phone2: 'هاتف ثانٍ', email: 'البريد الإلكتروني' },
    flyerInstructions: 'امسح رمز QR بكاميرا هاتفك لفتح الدليل. لا حاجة إلى تطبيق أو تسجيل دخول.',
    flyerLinkLabel: 'أو اكتب هذا الرابط:',
    wifiTitle: 'الواي فاي',
    wifiNetwork: 'الشبكة',
    wifiPassword: 'كلمة المرور',
    wifiOpen: 'شبكة مفتوحة: لا حاجة إلى كلمة مرور.',
    wifiScan: 'امسح الرمز بكاميرا هاتفك للاتصال.',
  },
};

function isPrintLanguage(tag: string): tag is PrintLanguage {
  return Object.hasOwn(PRINT_LABELS, tag);
}

/**
 * The labels for a BCP 47 tag: by the whole tag, then by its primary language subtag
 * ("pt-BR" → pt, "zh-Hant" → zh), case-insensitively; English for any other language or none.
 */
export function printLabels(lang: string | undefined): PrintLabels {
  const tag = (lang ?? '').trim().toLowerCase();
  if (isPrintLanguage(tag)) return PRINT_LABELS[tag];
  const primary = tag.split(/[-_]/)[0] ?? '';
  return isPrintLanguage(primary) ? PRINT_LABELS[primary] : PRINT_LABELS.en;
}
