/** The printed House Manual (guide PDF) and flyer: their fixed texts (the keys of en/print.ts). */
export default {
  manualTitle: 'ハウスマニュアル',
  manualContacts: '連絡先',
  manualAddress: '住所',
  manualEmpty: 'ホストはまだ情報を公開していません。',
  pageOf: '{{page}} / {{pages}} ページ',
  labelSeparator: '：',
  'contact.host': 'ホスト',
  'contact.phone': '電話',
  'contact.phone2': '電話（2）',
  'contact.email': 'メール',
  flyerInstructions:
    'スマートフォンのカメラで QR コードを読み取ると、ガイドが開きます。アプリのインストールやログインは不要です。',
  flyerLinkLabel: 'または、こちらのリンクを入力してください：',
  wifiTitle: 'Wi-Fi',
  wifiNetwork: 'ネットワーク',
  wifiPassword: 'パスワード',
  wifiOpen: 'オープンネットワーク：パスワードは不要です。',
  wifiScan: 'スマートフォンのカメラで読み取ると接続できます。',
} satisfies Record<string, string>;
