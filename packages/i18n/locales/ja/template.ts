/** A new guide's template texts (the keys of en/template.ts) in Japanese, following GLOSSARY.md. */
export default {
  'preparing.name': '旅の準備',
  'preparing.description': '出発前に用意しておきたい持ち物と、知っておきたいこと。',
  'preparing.topics.pack.name': '持ち物',
  'preparing.topics.pack.description': 'ゲストが「持ってきてよかった」と話すもの。',
  'preparing.topics.pack.content':
    '<p>多くのゲストが「持ってきてよかった」と話すもの：</p><ol><li data-list="bullet">[… に適した歩きやすい靴]</li><li data-list="bullet">[変換プラグ（… タイプ）]</li><li data-list="bullet">[ビーチタオル：用意あり／用意なし]</li></ol><p>こちらでご用意しているもの：[シーツ、タオル、ドライヤー、…]。</p>',
  'preparing.topics.getting-here.name': 'アクセス',
  'preparing.topics.getting-here.description': '空港、駅、高速道路からの行き方。',
  'preparing.topics.getting-here.content':
    '<p><strong>空港から：</strong>[所要時間と交通手段：タクシー、電車、シャトルバス]。</p><p><strong>車で：</strong>[降りるインターチェンジと、最後に曲がる場所の目印]。</p><p>カーナビ用の住所：[郵便番号、都道府県・市区町村、番地、建物名]。</p>',
  'arrival.name': '到着案内',
  'arrival.description': '宿泊先の見つけ方、チェックイン、鍵の受け取り方。',
  'arrival.topics.check-in.name': 'チェックイン時間と入室方法',
  'arrival.topics.check-in.description': '到着できる時間と、鍵の受け取り方。',
  'arrival.topics.check-in.content':
    '<p>チェックインは <strong>[15:00]</strong> からです。[22:00] 以降に到着される場合は、お知らせください。</p><p>入室方法：[ドア横のキーボックス／ホストがお出迎え／フロント]。暗証番号または鍵：[お渡しの方法]。</p>',
  'arrival.topics.parking.name': '駐車場',
  'arrival.topics.parking.description': '車を停める場所。',
  'arrival.topics.parking.content':
    '<p>[無料／有料] の駐車場は [敷地内／路上／… の駐車場] にあります。</p><p>駐車台数：[台数]。[場所] には駐車しないでください。</p>',
  'arrival.topics.entrance.name': '入口の見つけ方',
  'arrival.topics.entrance.description': '到着したときの目印。',
  'arrival.topics.entrance.content':
    '<p>入口は [建物の左側にある青いドア] です。[目印] を探してください。</p><p>お部屋は [階数] 階にあります。エレベーターは [場所] にあります。</p>',
  'about.name': '宿泊施設について',
  'about.description': '客室や設備など、宿泊施設のすべて。',
  'about.topics.heating.name': '暖房とエアコン',
  'about.topics.heating.description': '快適に過ごすために。',
  'about.topics.heating.content':
    '<p>[サーモスタット／リモコン] は [場所] にあります。[温度] に設定すると、夜も快適にお休みいただけます。</p><p>窓を開けるときや、日中お出かけになるときは電源をお切りください。</p>',
  'about.topics.kitchen.name': 'キッチンと家電',
  'about.topics.kitchen.description': '置いてあるものと使い方。',
  'about.topics.kitchen.content':
    '<p>[コーヒーメーカー、食器洗い機、オーブン、…] をご用意しています。</p><ol><li data-list="bullet">コーヒーメーカー：[カプセル／フィルターとその置き場所]</li><li data-list="bullet">食器洗い機：[洗剤はシンク下、使うコース]</li><li data-list="bullet">オーブン：[電源の入れ方]</li></ol>',
  'about.topics.rubbish.name': 'ゴミの出し方と分別',
  'about.topics.rubbish.description': 'ゴミ箱の場所と分別の方法。',
  'about.topics.rubbish.content':
    '<p>ゴミ箱は [場所] にあります。収集日：[曜日]。</p><ol><li data-list="bullet">[色] のゴミ箱：[可燃ゴミ]</li><li data-list="bullet">[色] のゴミ箱：[プラスチック・缶]</li><li data-list="bullet">[色] のゴミ箱：[紙・びん]</li></ol>',
  'wifi.name': 'Wi-Fi とインターネット',
  'wifi.description': 'ネットワーク名、パスワード、快適につなぐためのヒント。',
  'wifi.topics.network.name': 'Wi-Fi のネットワーク名とパスワード',
  'wifi.topics.network.description': 'インターネットへの接続方法。',
  'wifi.topics.network.content':
    '<p>ネットワーク：<strong>[ネットワーク名]</strong></p><p>パスワード：<strong>[パスワード]</strong></p><p>ルーターは [場所] にあります。接続が切れたときは、電源を入れ直して 2 分ほどお待ちください。</p>',
  'wifi.topics.tv.name': 'テレビと動画配信',
  'wifi.topics.tv.description': 'テレビの視聴と、ご自身のアカウントについて。',
  'wifi.topics.tv.content':
    '<p>テレビのリモコンは [場所] にあります。テレビで [Netflix／その他のアプリ] をご利用いただけます。ご自身のアカウントでログインし、ご出発前にログアウトしてください。</p>',
  'rules.name': '安全とハウスルール',
  'rules.description': 'ハウスルールと、安心してご滞在いただくための情報。',
  'rules.topics.house-rules.name': 'ハウスルール',
  'rules.topics.house-rules.description': 'すべてのゲストにお願いしていること。',
  'rules.topics.house-rules.content':
    '<ol><li data-list="bullet">禁煙：[室内／敷地内すべて]</li><li data-list="bullet">静かにお過ごしいただく時間：[22:00]～[08:00]</li><li data-list="bullet">ペット：[同伴可／同伴不可]</li><li data-list="bullet">パーティー・イベント：[禁止]</li></ol>',
  'rules.topics.safety.name': '安全設備',
  'rules.topics.safety.description': '使わずに済むことを願う設備の場所。',
  'rules.topics.safety.content':
    '<ol><li data-list="bullet">消火器：[場所]</li><li data-list="bullet">消火布：[場所]</li><li data-list="bullet">救急箱：[場所]</li><li data-list="bullet">水道の元栓とブレーカー：[場所]</li></ol>',
  'local.name': '周辺のおすすめ',
  'local.description': '近くでおすすめの飲食店、お店、観光スポット。',
  'local.topics.eat.name': '食事におすすめのお店',
  'local.topics.eat.description': '近所のお気に入りのお店。',
  'local.topics.eat.content':
    '<ol><li data-list="bullet">[レストラン名]：[おすすめメニュー]、[徒歩での所要時間]</li><li data-list="bullet">[カフェ名]：[朝食におすすめ]</li><li data-list="bullet">[テイクアウト店]：[… まで配達]</li></ol>',
  'local.topics.shops.name': 'お店とスーパー',
  'local.topics.shops.description': '食料品や日用品のお買い物に。',
  'local.topics.shops.content':
    '<p>最寄りのスーパーは [店名] です（[距離]、営業時間：[時間]）。薬局：[店名と場所]。</p>',
  'local.topics.things-to-do.name': '観光・アクティビティ',
  'local.topics.things-to-do.description': 'ホストがぜひおすすめしたいこと。',
  'local.topics.things-to-do.content':
    '<ol><li data-list="bullet">[名所や散歩コース]：[おすすめの理由]</li><li data-list="bullet">[ビーチや公園]：[行き方]</li><li data-list="bullet">[雨の日の過ごし方]</li></ol>',
  'emergency.name': '緊急連絡先',
  'emergency.description': '困ったときの連絡先（昼夜を問わず）。',
  'emergency.topics.numbers.name': '緊急電話番号',
  'emergency.topics.numbers.description': '昼夜を問わない連絡先。',
  'emergency.topics.numbers.content':
    '<p>緊急通報：<strong>[110（警察）／119（消防・救急）]</strong></p><p>ホスト：[名前]、[電話番号]。</p><p>最寄りの病院：[名称、住所]。</p>',
  'emergency.topics.repairs.name': '設備が故障したら',
  'emergency.topics.repairs.description': '何かが使えなくなったときの対処方法。',
  'emergency.topics.repairs.content':
    '<p>できるだけ早くお知らせください：[連絡方法]。緊急のトラブル（水漏れ、停電、暖房が使えないなど）の場合は、[電話番号] までお電話ください。</p>',
  'transport.name': '交通手段',
  'transport.description': 'バス、電車、タクシー、自転車、車での移動。',
  'transport.topics.public.name': '公共交通機関',
  'transport.topics.public.description': '近くのバス、路面電車、電車。',
  'transport.topics.public.content':
    '<p>最寄りの停留所・駅は [名称]（[距離]）です。乗車券：[購入場所／車内でタッチ決済]。</p>',
  'transport.topics.taxis.name': 'タクシーとレンタカー',
  'transport.topics.taxis.description': '運転を任せたいときに。',
  'transport.topics.taxis.content': '<p>地元のタクシー：[会社名、電話番号]。レンタカー：[会社名、場所]。</p>',
  'checkout.name': 'チェックアウトのご案内',
  'checkout.description': 'ご出発前にしていただくことと、鍵の返却場所。',
  'checkout.topics.time.name': 'チェックアウト時間',
  'checkout.topics.time.description': 'ご出発の時間。',
  'checkout.topics.time.content':
    '<p>チェックアウトは <strong>[10:00]</strong> までです。遅めのチェックアウトをご希望の場合は、前日にご相談ください。</p>',
  'checkout.topics.before-leaving.name': 'ご出発の前に',
  'checkout.topics.before-leaving.description': '最終日の朝の簡単なチェックリスト。',
  'checkout.topics.before-leaving.content':
    '<ol><li data-list="bullet">[食器洗い機に食器を入れてスタートする]</li><li data-list="bullet">[ゴミを出す]</li><li data-list="bullet">[窓を閉めて暖房を切る]</li><li data-list="bullet">[鍵を … に置く]</li></ol>',
  'thanks.name': 'お礼とご感想',
  'thanks.description': 'ホストからのお礼と、ご感想の伝え方。',
  'thanks.topics.thank-you.name': 'ありがとうございました',
  'thanks.topics.thank-you.description': 'ホストからのメッセージ。',
  'thanks.topics.thank-you.content':
    '<p>[ゲスト名] 様、ご宿泊いただきありがとうございました！[お部屋／街] を楽しんでいただけていれば幸いです。</p>',
  'thanks.topics.feedback.name': 'ご感想をお聞かせください',
  'thanks.topics.feedback.description': 'ご滞在の感想をお寄せください。',
  'thanks.topics.feedback.content':
    '<p>いただいたレビューはすべて拝見しています。ご滞在を楽しんでいただけたなら、[プラットフォーム] にレビューをお寄せいただけると大変励みになります。何か行き届かない点がありましたら、[連絡方法] から直接お知らせください。</p>',
};
