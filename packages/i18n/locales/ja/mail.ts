/** 日本語のメール（en/mail.ts のキー）：です・ます調、GLOSSARY.md の用語。 */
export default {
  greeting: '{{name}} 様',
  greetingNoName: 'こんにちは。',
  buttonFallback: 'ボタンが機能しない場合は、次のアドレスをブラウザにコピーしてください：',
  signature: 'Guidebook チーム',
  minutes_other: '{{count}} 分',
  hours_other: '{{count}} 時間',
  'verify.subject': 'Guidebook のメールアドレスを確認してください',
  'verify.intro':
    'Guidebook にご登録いただきありがとうございます。次のリンクを開いて、メールアドレスを確認してください：',
  'verify.action': 'メールアドレスを確認',
  'verify.expires': 'このリンクは 1 回のみ有効で、{{duration}}後に期限切れになります。',
  'verify.ignore': 'アカウントを作成した覚えがない場合は、このメールを無視してください。',
  'reset.subject': 'Guidebook のパスワードの再設定',
  'reset.intro':
    'Guidebook アカウントのパスワードの再設定がリクエストされました。新しいパスワードを設定するには、次のリンクを開いてください：',
  'reset.action': '新しいパスワードを設定',
  'reset.expires':
    'このリンクは 1 回のみ有効で、{{duration}}後に期限切れになります。新しいパスワードを設定すると、すべての端末からログアウトされます。',
  'reset.ignore': 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  'team.subject': '{{invitedBy}} さんから Guidebook の {{workspace}} に招待されました',
  'team.intro':
    '{{invitedBy}} さんから、Guidebook の {{workspace}} のガイドを{{role}}として一緒に編集するよう招待されました。承諾するには、次のリンクを開いてください（アカウントをお持ちでない場合は、そこで新規登録できます）：',
  'team.action': '招待を承諾',
  'team.expires': 'このリンクは 1 回のみ有効で、{{duration}}後に期限切れになります。',
  'team.ignore': 'この方にお心当たりがない場合は、このメールを無視してください。',
  'role.owner': 'オーナー',
  'role.admin': '管理者',
  'role.editor': '編集者',
  'role.viewer': '閲覧者',
  'requests.hostSubject': '{{guest}}様から新しいリクエスト：{{type}}',
  'requests.hostIntro':
    '{{guest}}様（{{guide}}、{{check_in}}〜{{check_out}}）から次のリクエストがありました：{{type}}。',
  'requests.hostAutoApproved': '自動的に承認されました。',
  'requests.hostAction': '受信箱で回答する',
  'requests.guestSubjectApproved': 'リクエストが承認されました：{{type}}',
  'requests.guestSubjectDeclined': 'リクエストはお受けできませんでした：{{type}}',
  'requests.guestApproved': 'お知らせ：{{guide}}での「{{type}}」のリクエストが承認されました。',
  'requests.guestDeclined': '申し訳ありません。{{guide}}での「{{type}}」のリクエストはホストが承認できませんでした。',
  'requests.guestStay': 'ご滞在：チェックイン {{check_in}}、チェックアウト {{check_out}}。',
  'requests.guestAction': 'ガイドを開く',
  'requests.time': 'ご希望の時刻：{{time}}',
  'requests.guestMessage': 'ゲストからのメッセージ：{{message}}',
  'requests.hostReply': 'ホストからのメッセージ：{{reply}}',
  invitationSubject: '{{guide_title}} のご案内',
  invitationBody:
    '{{guest_name}} 様\n\n{{check_in}}から{{check_out}}までのご滞在を心よりお待ちしております。\n\nご滞在に必要な情報は、すべてお客様専用のガイドにまとめています：\n{{link}}\n\nお会いできるのを楽しみにしております。',
  webhooksDisabledSubject: 'Webhook がオフになりました',
  webhooksDisabledIntro:
    '{{url}} への Webhook が {{failures}} 回続けて失敗したため、Guidebook はこの Webhook をオフにしました。',
  webhooksDisabledAction: '受信側を確認してから、Webhook ページで再びオンにしてください:',
  'agency.subject': '{{from}} さんから Guidebook の {{workspace}} が譲渡されます',
  'agency.intro':
    '{{from}} さんは、Guidebook のワークスペース {{workspace}} のオーナーをあなたに引き継ぎたいと考えています（ガイド、ライブラリ、メンバーを含みます）。{{from}} さんは管理者として残ります。承諾するには、このリンクを開いてログインしてください：',
  'agency.action': 'オーナーになる',
  'agency.expires': 'このリンクは1回だけ使え、{{duration}}後に期限切れになります。',
  'agency.ignore': 'このワークスペースを所有したくない場合は、このメールを無視してください。何も変わりません。',
} satisfies Record<string, string>;
