/** A new guide's template texts (the keys of en/template.ts) in Arabic, following GLOSSARY.md. */
export default {
  'preparing.name': 'التحضير لرحلتك',
  'preparing.description': 'ما تحزمه وما تحتاج إلى معرفته قبل الانطلاق.',
  'preparing.topics.pack.name': 'ماذا تحزم',
  'preparing.topics.pack.description': 'أشياء يسعد الضيوف بأنهم أحضروها.',
  'preparing.topics.pack.content':
    '<p>يسعد معظم الضيوف بأنهم حزموا:</p><ol><li data-list="bullet">[حذاء مريح لـ…]</li><li data-list="bullet">[محوّل قابس من نوع…]</li><li data-list="bullet">[مناشف الشاطئ: متوفرة / غير متوفرة]</li></ol><p>متوفر هنا من أجلك: [أغطية الأسرّة، المناشف، مجفف الشعر، …].</p>',
  'preparing.topics.getting-here.name': 'كيف تصل إلينا',
  'preparing.topics.getting-here.description': 'الطريق من المطار ومحطة القطار والطريق السريع.',
  'preparing.topics.getting-here.content':
    '<p><strong>من المطار:</strong> [كم يستغرق الطريق وكيف: سيارة أجرة، قطار، حافلة نقل].</p><p><strong>بالسيارة:</strong> [المخرج الذي تسلكه والمنعطف الأخير الذي تبحث عنه].</p><p>عنواننا لجهاز الملاحة: [الشارع، الرقم، الرمز البريدي، المدينة].</p>',
  'arrival.name': 'معلومات الوصول',
  'arrival.description': 'كيف تجد المكان وتسجّل الوصول وتستلم المفاتيح.',
  'arrival.topics.check-in.name': 'موعد تسجيل الوصول وكيفية الدخول',
  'arrival.topics.check-in.description': 'متى يمكنك الوصول وكيف تستلم المفاتيح.',
  'arrival.topics.check-in.content':
    '<p>يبدأ تسجيل الوصول من الساعة <strong>[15:00]</strong>. إذا كنت ستصل بعد الساعة [22:00]، فيُرجى إخبارنا.</p><p>الدخول: [صندوق المفاتيح بجانب الباب / نستقبلك بأنفسنا / مكتب الاستقبال]. الرمز أو المفاتيح: [كيف ستستلمها].</p>',
  'arrival.topics.parking.name': 'موقف السيارات',
  'arrival.topics.parking.description': 'أين تترك السيارة.',
  'arrival.topics.parking.content':
    '<p>يقع موقف السيارات [المجاني / المدفوع] [في الممر الخاص / في الشارع / في موقف السيارات في …].</p><p>عدد الأماكن: [العدد]. يُرجى عدم الوقوف [أين].</p>',
  'arrival.topics.entrance.name': 'العثور على المدخل',
  'arrival.topics.entrance.description': 'ما تبحث عنه عند وصولك.',
  'arrival.topics.entrance.content':
    '<p>المدخل هو [الباب الأزرق على يسار المبنى]. ابحث عن [علامة مميزة].</p><p>شقتنا في الطابق [الرقم]؛ والمصعد [أين].</p>',
  'about.name': 'عن مكان الإقامة',
  'about.description': 'الغرف والأجهزة وكل ما يوفره المكان.',
  'about.topics.heating.name': 'التدفئة والتكييف',
  'about.topics.heating.description': 'كيف تحافظ على جو مريح.',
  'about.topics.heating.content':
    '<p>[منظم الحرارة / جهاز التحكم عن بُعد] موجود [أين]. اضبطه على [درجة الحرارة] لليلة مريحة.</p><p>يُرجى إطفاؤه عند فتح النوافذ أو عند الخروج طوال اليوم.</p>',
  'about.topics.kitchen.name': 'المطبخ والأجهزة',
  'about.topics.kitchen.description': 'ما المتوفر وكيف يعمل.',
  'about.topics.kitchen.content':
    '<p>ستجد [ماكينة القهوة، غسالة الصحون، الفرن، …].</p><ol><li data-list="bullet">ماكينة القهوة: [كبسولات / فلتر، وأين تجدها]</li><li data-list="bullet">غسالة الصحون: [الأقراص تحت الحوض، والبرنامج المناسب]</li><li data-list="bullet">الفرن: [كيف تشغّله]</li></ol>',
  'about.topics.rubbish.name': 'النفايات وإعادة التدوير',
  'about.topics.rubbish.description': 'أين الحاويات وما الذي يوضع في كل منها.',
  'about.topics.rubbish.content':
    '<p>الحاويات موجودة [أين]. أيام الجمع: [الأيام].</p><ol><li data-list="bullet">الحاوية [اللون]: [النفايات العامة]</li><li data-list="bullet">الحاوية [اللون]: [البلاستيك والعلب المعدنية]</li><li data-list="bullet">الحاوية [اللون]: [الورق والزجاج]</li></ol>',
  'wifi.name': 'الواي فاي والإنترنت',
  'wifi.description': 'اسم الشبكة وكلمة المرور ونصائح لاتصال جيد.',
  'wifi.topics.network.name': 'شبكة الواي فاي وكلمة المرور',
  'wifi.topics.network.description': 'كيف تتصل بالإنترنت.',
  'wifi.topics.network.content':
    '<p>الشبكة: <strong>[اسم الشبكة]</strong></p><p>كلمة المرور: <strong>[كلمة المرور]</strong></p><p>جهاز الراوتر موجود [أين]. إذا انقطع الاتصال، فأطفئه ثم شغّله مجددًا وانتظر دقيقتين.</p>',
  'wifi.topics.tv.name': 'التلفزيون والبث',
  'wifi.topics.tv.description': 'مشاهدة التلفزيون وحساباتك الخاصة.',
  'wifi.topics.tv.content':
    '<p>جهاز التحكم بالتلفزيون موجود [أين]. يتوفر على التلفزيون [Netflix / تطبيقات أخرى]: يُرجى تسجيل الدخول بحسابك الخاص وتسجيل الخروج قبل المغادرة.</p>',
  'rules.name': 'السلامة وقواعد المنزل',
  'rules.description': 'قواعد المنزل وكيف تبقى آمنًا أثناء إقامتك.',
  'rules.topics.house-rules.name': 'قواعد المنزل',
  'rules.topics.house-rules.description': 'ما نطلبه من كل ضيف.',
  'rules.topics.house-rules.content':
    '<ol><li data-list="bullet">ممنوع التدخين [داخل المنزل / في أي مكان من العقار]</li><li data-list="bullet">ساعات الهدوء: من [22:00] إلى [08:00]</li><li data-list="bullet">الحيوانات الأليفة: [مرحّب بها / غير مسموح بها]</li><li data-list="bullet">الحفلات والمناسبات: [غير مسموح بها]</li></ol>',
  'rules.topics.safety.name': 'معدات السلامة',
  'rules.topics.safety.description': 'أين تجد ما نأمل ألا تحتاج إليه أبدًا.',
  'rules.topics.safety.content':
    '<ol><li data-list="bullet">طفاية الحريق: [أين]</li><li data-list="bullet">بطانية إطفاء الحريق: [أين]</li><li data-list="bullet">حقيبة الإسعافات الأولية: [أين]</li><li data-list="bullet">محبس المياه الرئيسي ولوحة الكهرباء: [أين]</li></ol>',
  'local.name': 'توصيات محلية',
  'local.description': 'أماكننا المفضلة للأكل والتسوق والاستكشاف بالقرب منك.',
  'local.topics.eat.name': 'أين تأكل',
  'local.topics.eat.description': 'أماكننا المفضلة بالقرب منك.',
  'local.topics.eat.content':
    '<ol><li data-list="bullet">[اسم المطعم]: [ماذا تطلب]، [المسافة سيرًا على الأقدام]</li><li data-list="bullet">[اسم المقهى]: [الأفضل للفطور]</li><li data-list="bullet">[مطعم وجبات سريعة]: [يوصّل حتى …]</li></ol>',
  'local.topics.shops.name': 'المتاجر والسوبرماركت',
  'local.topics.shops.description': 'للبقالة والاحتياجات اليومية.',
  'local.topics.shops.content':
    '<p>أقرب سوبرماركت هو [الاسم]، على بُعد [المسافة]، ويفتح [ساعات العمل]. صيدلية: [الاسم والمكان].</p>',
  'local.topics.things-to-do.name': 'أنشطة ننصح بها',
  'local.topics.things-to-do.description': 'ما لا نفوّته أبدًا.',
  'local.topics.things-to-do.content':
    '<ol><li data-list="bullet">[معلم أو نزهة]: [لماذا نحبه]</li><li data-list="bullet">[شاطئ أو حديقة]: [كيف تصل إليه]</li><li data-list="bullet">[فكرة ليوم ماطر]</li></ol>',
  'emergency.name': 'جهات اتصال الطوارئ',
  'emergency.description': 'بمن تتصل عندما يحدث خطأ ما، ليلًا أو نهارًا.',
  'emergency.topics.numbers.name': 'أرقام الطوارئ',
  'emergency.topics.numbers.description': 'بمن تتصل، ليلًا أو نهارًا.',
  'emergency.topics.numbers.content':
    '<p>خدمات الطوارئ: <strong>[112]</strong></p><p>مضيفك: [الاسم]، [رقم الهاتف].</p><p>أقرب مستشفى: [الاسم، العنوان].</p>',
  'emergency.topics.repairs.name': 'إذا تعطّل شيء',
  'emergency.topics.repairs.description': 'ماذا تفعل عندما يتوقف شيء عن العمل.',
  'emergency.topics.repairs.content':
    '<p>يُرجى إخبارنا في أقرب وقت ممكن: [كيف تتواصل معنا]. في حالة مشكلة عاجلة (تسرّب مياه، انقطاع الكهرباء، توقف التدفئة) اتصل بالرقم [الرقم].</p>',
  'transport.name': 'خيارات التنقل',
  'transport.description': 'التنقل بالحافلة أو القطار أو سيارة الأجرة أو الدراجة أو السيارة.',
  'transport.topics.public.name': 'المواصلات العامة',
  'transport.topics.public.description': 'الحافلات والترام والقطارات القريبة.',
  'transport.topics.public.content':
    '<p>أقرب محطة هي [الاسم]، على بُعد [المسافة]. التذاكر: [أين تشتريها / الدفع اللاتلامسي على متن الوسيلة].</p>',
  'transport.topics.taxis.name': 'سيارات الأجرة واستئجار السيارات',
  'transport.topics.taxis.description': 'عندما تفضّل أن يوصلك أحد.',
  'transport.topics.taxis.content': '<p>سيارة أجرة محلية: [الاسم، رقم الهاتف]. استئجار السيارات: [الشركة، المكان].</p>',
  'checkout.name': 'تعليمات تسجيل المغادرة',
  'checkout.description': 'ما تفعله قبل المغادرة وأين تعيد المفاتيح.',
  'checkout.topics.time.name': 'موعد تسجيل المغادرة',
  'checkout.topics.time.description': 'متى تغادر.',
  'checkout.topics.time.content':
    '<p>تسجيل المغادرة قبل الساعة <strong>[10:00]</strong>. هل تحتاج إلى المغادرة في وقت لاحق؟ اسألنا في اليوم السابق.</p>',
  'checkout.topics.before-leaving.name': 'قبل أن تغادر',
  'checkout.topics.before-leaving.description': 'قائمة قصيرة لصباح اليوم الأخير.',
  'checkout.topics.before-leaving.content':
    '<ol><li data-list="bullet">[ضع الصحون في غسالة الصحون وشغّلها]</li><li data-list="bullet">[أخرج النفايات]</li><li data-list="bullet">[أغلق النوافذ وأطفئ التدفئة]</li><li data-list="bullet">[اترك المفاتيح في …]</li></ol>',
  'thanks.name': 'شكرًا ورأيك يهمنا',
  'thanks.description': 'كلمة شكر من مضيفك وكيف تشاركنا رأيك.',
  'thanks.topics.thank-you.name': 'شكرًا لك',
  'thanks.topics.thank-you.description': 'رسالة من مضيفك.',
  'thanks.topics.thank-you.content':
    '<p>شكرًا لإقامتك معنا يا [اسم الضيف]! نأمل أن تكون قد استمتعت [بالمكان / بالمدينة].</p>',
  'thanks.topics.feedback.name': 'شاركنا رأيك',
  'thanks.topics.feedback.description': 'أخبرنا بما أعجبك وما لم يعجبك.',
  'thanks.topics.feedback.content':
    '<p>نقرأ كل تقييم. إذا استمتعت بإقامتك، فإن تقييمًا على [المنصة] يساعدنا كثيرًا؛ وإذا لم يكن شيء ما على ما يرام، فيُرجى إخبارنا مباشرة: [كيف تتواصل معنا].</p>',
};
