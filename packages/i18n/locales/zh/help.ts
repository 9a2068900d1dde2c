/**
 * 帮助中心文章（简体中文，与 en/help.ts 的键相同）。称呼用“您”，能省略时不用人称，按 GLOSSARY.md 用词
 * （指南、主题、媒体库、特色图片、品牌设置、分享链接、二维码、宣传单、房屋手册、专属链接；标签页为详情、
 * 内容、地图、快速分享、数据、分析）。界面标签按术语表用“”引起来，加粗（**）写在引号内：“**添加指南**”。
 * 关键词用半角逗号分隔（articles.ts 按 "," 拆分）。
 *
 * 术语表尚未收录、在文中加粗引用的管理后台标签：管理后台（admin）的译文应使用这些词（或让本文件改用后台的词）。
 * Title → 标题 · Postal code → 邮政编码 · Country → 国家 · Timezone → 时区 ·
 * Start with the ten standard categories → 从十个标准类别开始（messages） · Create Guide → 创建指南 ·
 * Your Guides → 我的指南 · Edit → 编辑 · Updating Guide → 编辑指南 · Welcome text → 欢迎语 ·
 * Add Category → 添加类别 · Save Category → 保存类别 · Add Topic → 添加主题 · Edit Topic → 编辑主题 ·
 * Choose image → 选择图片 · Topic Featured Image → 主题特色图片 · Topic Content → 主题正文 ·
 * Topic Status → 主题状态 · Published / Draft → 已发布 / 草稿 · Create → 创建 · Upload File → 上传文件 ·
 * Go Back → 返回 · All Files → 所有文件 · Download / Delete → 下载 / 删除 · Manage Your Images → 管理图片 ·
 * Select from Library → 从媒体库选择 · Upload New File → 上传新文件 · Save → 保存 ·
 * Guide Branding → 指南品牌设置 · Choose logo → 选择标志 · Font → 字体 · Colour → 颜色 ·
 * Save Branding → 保存品牌设置 · Share link → 分享链接 · Guest link → 住客链接 · Copy link → 复制链接 ·
 * Open example view → 打开住客视图 · Regenerate link → 重新生成链接 · QR code → 二维码 ·
 * Print and PDF → 打印与 PDF · Download PNG / SVG → 下载 PNG / 下载 SVG · Flyer PDF (A4) → 宣传单 PDF（A4） ·
 * Flyer PDF (US Letter) → 宣传单 PDF（US Letter） · Guide PDF → 指南 PDF ·
 * Visible Always / Hidden → 始终可见 / 隐藏 · Create Invitation → 创建邀请 · Guide → 指南 ·
 * Guest name → 住客姓名 · Guest e-mail → 住客电子邮件 · Check-in / Check-out → 入住 / 退房 ·
 * Access from / Access to → 访问开始 / 访问结束 · Send the invitation e-mail now → 立即发送邀请邮件 ·
 * View → 查看 · Personal link → 专属链接 · Revoke → 撤销 · Hours before check-in → 入住前小时数 ·
 * Hours after check-out → 退房后小时数 · Subject → 邮件主题 · Message → 消息 · Add Map → 添加地图 ·
 * Map Title → 地图标题 · Create Map → 创建地图 · Add Pin → 添加标记 · Pins → 标记 ·
 * Latitude / Longitude → 纬度 / 经度 · Name / Category / Description → 名称 / 类别 / 描述 ·
 * All-Time Views → 累计浏览量 · Views Today → 今日浏览量 · Views Yesterday → 昨日浏览量 ·
 * Invites Created → 已创建邀请 · Total Views → 总浏览量 · Export / Import / Duplicate → 导出 / 导入 / 复制 ·
 * Export Guide → 导出指南 · Import Guide → 导入指南 · Duplicate Guide → 复制指南。
 * （住客指南的标签沿用 guest.ts：离线、最后更新、首页、信息、地图、帮助、搜索指南、在地图中打开、快捷操作、
 * 房屋手册。）
 *
 * 十个标准类别创建时为英文（packages/contract/src/share.ts），因此正文中写英文名称并附中文说明。截图中的示例
 * （Seaside Cottage、Arrival Information 等）属于内容，替代文本中也保留英文。
 */
import type { CompleteHelpCatalog } from '../../src/help.ts';

export default {
  notTranslated: '本文尚未翻译成中文，因此以英文显示。',
  'section.build': '创建指南',
  'section.share': '与住客分享',
  'section.insight': '住客与分析',

  'getting-started.title': '入门：创建第一份指南',
  'getting-started.summary': '为您的房源创建一份指南，然后逐个标签页填写内容。',
  'getting-started.keywords':
    '新指南, 新建, 创建, 开始, 入门, 上手, 新手, 教程, 设置, 初始设置, 房源, 民宿, 房产, 物业, 欢迎, 欢迎语, 时区',
  'getting-started.b0.text':
    '一份指南包含住客在某处房源所需的一切：如何进门、Wi-Fi、房屋守则、附近地点。住客通过链接或二维码在手机上打开指南，无需注册任何账户。',
  'getting-started.b1.i0': '在侧边栏中打开“**数字指南**”，然后点击“**添加指南**”（仪表板上也有同样的按钮）。',
  'getting-started.b1.i1':
    '为指南填写“**标题**”（最多 60 个字符），并填写地址、“**邮政编码**”、“**国家**”和“**时区**”。邀请和分析中的时间都以此时区为准。',
  'getting-started.b1.i2':
    '保持勾选“**从十个标准类别开始**”，指南将预置 “行前准备”“抵达信息”“Wi-Fi 与网络”等常用栏目。每个类别都附带几个保存为草稿的入门主题：填写其中 [方括号] 内的部分，然后发布即可。不需要的内容可以重命名或删除。',
  'getting-started.b1.i3': '点击“**创建指南**”。指南会出现在“**我的指南**”中；点击其“编辑”按钮即可打开。',
  'getting-started.b2.text':
    '指南有七个标签页：“**详情**”（联系方式、地址、欢迎语和品牌设置）、“**内容**”（类别和主题）、“**地图**”、“**日历**”（预订平台的日历、从 CSV 文件导入住宿以及供其他应用使用的日历地址）、“**快速分享**”（链接、二维码、宣传单和 PDF）、“**数据**”（导出、导入、复制）以及“**分析**”。',
  'getting-started.b3.alt':
    '标题为“编辑指南：Seaside Cottage”的指南编辑页面，有“详情”“内容”“地图”“快速分享”“数据”“分析”六个标签页，下方是“详情”表单。',
  'getting-started.b3.caption': '每份指南都有相同的标签页。',
  'getting-started.b4.text': '在“详情”标签页中填写“**欢迎语**”：这是住客在指南“首页”上最先看到的内容。',
  'getting-started.b5.text':
    '**批量操作**：在列表中勾选指南，或点击“**选择所有匹配的指南**”选中搜索和标签找到的所有指南，然后在“**批量操作**”中选择：添加或移除标签、应用工作区品牌、复制或删除。每个操作要么更改所有选中的指南，要么在其中任一无法更改时一个也不更改；删除前需要先输入指南的数量。',
  'getting-started.b6.text':
    '按标签限定团队成员：在“**授予用户访问权限**”中关闭“**所有指南**”，然后输入标签，例如“里斯本”。该成员即可处理带有此标签的所有指南（包括之后才加上标签的指南），标签移除后便不再看到该指南。',
  'getting-started.action': '添加指南',

  'writing-topics.title': '编写类别和主题',
  'writing-topics.summary': '将指南按类别整理，并针对住客常问的每件事编写一个主题。',
  'writing-topics.keywords':
    '内容, 页面, 文章, 条目, 栏目, 文字, 正文, 编辑器, 编辑, 撰写, 草稿, 发布, 顺序, 排序, 调整顺序, 图标',
  'writing-topics.b0.text':
    '在“**内容**”标签页中，指南由一系列类别组成（例如“抵达信息”），每个类别下包含若干主题（例如“领取钥匙”）。住客会在指南的“信息”页面中看到以图块形式显示的类别。',
  'writing-topics.b1.i0': '点击“**添加类别**”，输入“**标题**”，选择图标，然后点击“**保存类别**”。',
  'writing-topics.b1.i1': '打开该类别，点击“**添加主题**”。',
  'writing-topics.b1.i2':
    '为主题填写“**标题**”，点击“**选择图片**”选取“**主题特色图片**”（每个主题都必须有），然后编写“**主题正文**”：可以使用标题、列表、链接、图片和视频。',
  'writing-topics.b1.i3': '准备就绪后，将“**主题状态**”设为“已发布”，或保留为“草稿”，然后点击“**创建**”。',
  'writing-topics.b2.alt':
    '“内容”标签页：类别 Arrival Information 已展开，列出标记为“已发布”的主题 Getting the keys 和 Parking，以及标记为“草稿”的主题 Late arrival，并有“添加主题”按钮。',
  'writing-topics.b2.caption': '草稿对您可见，对住客隐藏。',
  'writing-topics.b3.i0': '住客只能看到“**已发布**”的主题；草稿永远不会发送到住客的手机上，也不会印在指南 PDF 中。',
  'writing-topics.b3.i1': '使用上下箭头调整顺序，或按住拖动手柄拖动类别或主题。住客看到的顺序与此相同。',
  'writing-topics.b3.i2': '铅笔图标用于编辑，垃圾桶图标用于删除（需先确认）。',
  'writing-topics.b4.alt': '“编辑主题”表单：标题、钥匙盒的特色图片、包含主题正文的富文本编辑器，以及“主题状态”下拉框。',

  // shared-topics
  'shared-topics.title': '共享主题和房源值：写一次，按房源填充',
  'shared-topics.summary': '把房屋规则、退房步骤和周边推荐放在一处，在多个指南中显示，并填入每个房源自己的信息。',
  'shared-topics.keywords':
    '共享内容, 资料库, 复用, 相同文本, 多个房源, 房源组合, 占位符, 变量, 房源值, 垃圾日, 停车, 分离, 自己的副本, 移除',
  'shared-topics.action': '打开共享主题',
  'shared-topics.b0.text':
    '当多个指南需要相同的文字（如房屋规则、退房步骤或周边推荐）时，把它作为共享主题写一次。在侧边栏打开 **共享主题**，点击 **新建共享主题**：它拥有普通主题的所有字段（**标题**、**主题特色图片**、**主题正文**、**主题状态**、**可见范围**）。列表显示每个共享主题放在哪里，以及哪些指南缺少它使用的值；用语言按钮可以翻译它，所有指南都会显示该翻译。',
  'shared-topics.b1.i0': '打开指南的 **内容** 选项卡，展开一个分类。',
  'shared-topics.b1.i1':
    '点击 **添加共享主题**，选择一个，然后点击 **添加**。它会出现在分类末尾，并带有 **共享** 标记。',
  'shared-topics.b1.i2': '在 **共享主题** 页面编辑它：更改会立即出现在所有包含它的指南中。',
  'shared-topics.b1.i3': '**从指南中移除** 只会把它从此指南中移除；它仍保留在你的共享主题和其他指南中。',
  'shared-topics.b2.text':
    '房源值用每个房源的信息填充共享主题。在共享主题中写入 {{bin_day}} 这样的代码；然后在每个指南的 **详情** 选项卡的 **房源值** 下，点击 **添加值**，命名为 bin_day，填写“星期二”（另一个指南中填“星期五”），再点击 **保存值**。房客、指南搜索、房屋手册和宣传单都会读取每个指南自己的值。',
  'shared-topics.b3.i0':
    '名称使用小写字母、数字和 _（最多 40 个字符）；每个指南最多 100 个值，每个值最多 2,000 个字符。',
  'shared-topics.b3.i1':
    '如果指南有其他语言，在 **值的语言** 中选择一种语言即可填写该语言的文字；留空的地方，房客会看到主要语言的值。',
  'shared-topics.b3.i2':
    '缺少的值对房客显示为“—”，绝不会显示花括号。**房源值** 会列出指南的共享主题使用但指南缺少的代码，**共享主题** 会列出缺少某个值的指南。',
  'shared-topics.b3.i3':
    '指南自己的字段也以同样方式填充，无需设置值：{{wifi_name}}、{{wifi_password}}、{{check_in_time}}、{{check_out_time}}、{{address}}、{{city}} 和 {{host}}。',
  'shared-topics.b4.text':
    '如果只想在一个指南中修改共享主题，请在内容选项卡中点击它的 **分离**：指南会得到自己的副本，你可以像编辑普通主题一样编辑它，它不再跟随共享主题。删除被指南显示的共享主题时，会先请你确认，并说明有多少个指南会失去它。',
  'shared-topics.b5.text': '导出、导入和复制在同一工作区内会保留共享主题；导入到其他工作区的指南会得到自己的副本。',

  'images.title': '图片与媒体库',
  'images.summary': '照片只需上传一次，即可反复用作特色图片、标志和主题中的插图。',
  'images.keywords':
    '图片, 照片, 相片, 图像, 插图, 上传, 添加, jpg, jpeg, png, 文件, 媒体库, 图库, 素材, 删除, 标志, logo',
  'images.suggestion': '图片',
  'images.b0.text':
    '您使用的所有图片都保存在“**媒体库**”中，供您的所有指南共用。图片只需上传一次，之后在任何需要的地方都可以选用。',
  'images.b1.i0': '在侧边栏中打开“**媒体库**”，然后点击“**上传文件**”。',
  'images.b1.i1':
    '将照片拖到拖放区域，或点击该区域浏览文件。支持 JPG、JPEG 和 PNG 格式的图片；面板中会显示每个文件的上传进度。',
  'images.b1.i2': '点击“**返回**”即可查看“**所有文件**”，每页 10 个，每个文件都显示名称、大小和日期。',
  'images.b2.alt': '媒体库中的“所有文件”以卡片形式列出，每张卡片包含照片、名称、大小和日期，以及“下载”和“删除”按钮。',
  'images.b3.text':
    '当主题或品牌设置需要图片时，会打开“**管理图片**”窗口：在“**从媒体库选择**”中选取一张，或在“**上传新文件**”中添加新图片，然后点击“**保存**”。',
  'images.b4.text':
    '用作主题特色图片、指南标志或主题内插图的图片无法删除：提示消息会指出它的使用位置，您可以先在那里改选其他图片。',
  'images.action': '打开媒体库',

  'branding.title': '指南品牌设置：标志、字体和颜色',
  'branding.summary': '为住客指南、宣传单和 PDF 设置您的标志、字体和颜色。',
  'branding.keywords':
    '标志, logo, 商标, 颜色, 品牌色, 主色, 配色, 字体, 字形, 样式, 外观, 设计, 风格, 品牌, 个性化, 自定义',
  'branding.b0.text': '打开指南的“**详情**”标签页，向下滚动到“**指南品牌设置**”。',
  'branding.b1.i0': '点击“**选择标志**”，从媒体库中选取一张图片。',
  'branding.b1.i1': '选择“**字体**”：PT Sans（默认）、Roboto、Montserrat、Lato 或 Open Sans。',
  'branding.b1.i2': '选择“**颜色**”（默认为橙色 #ed8438）。预览行会同时显示字体和颜色的效果。',
  'branding.b1.i3': '点击“**保存品牌设置**”。',
  'branding.b2.alt':
    '“指南品牌设置”面板：空白的标志方框、“选择标志”按钮、设为 PT Sans 的“字体”下拉框、填有 #ed8438 的“颜色”字段、预览行和“保存品牌设置”按钮。',
  'branding.b3.text': '住客会在指南的页眉中看到这一颜色；宣传单会在二维码旁边显示您的标志和颜色。',

  'share-link.title': '通过链接分享指南',
  'share-link.summary': '复制分享链接，按住客看到的样子打开指南，并在需要时更换链接。',
  'share-link.keywords':
    '网址, url, 链接, 分享链接, 分享, 共享, 发送, 复制, 微信, WhatsApp, Airbnb, 爱彼迎, 消息, 预览, 重新生成, 更换链接',
  'share-link.b0.text':
    '每份指南都有一个分享链接。任何拿到链接的人都可以在任何手机或电脑上打开指南，无需安装应用，也无需登录。只会显示已发布的主题和您设为“始终可见”的详细信息。',
  'share-link.b1.i0': '打开指南，选择“**快速分享**”标签页。',
  'share-link.b1.i1': '点击“**复制链接**”，然后将链接粘贴到预订消息、电子邮件或房源页面中。',
  'share-link.b1.i2': '点击“**打开住客视图**”，即可完全按照住客看到的样子查看指南。',
  'share-link.b2.alt':
    '“快速分享”标签页中的“分享链接”面板：“住客链接”字段，以及“复制链接”“重新生成链接”和“打开住客视图”按钮。',
  'share-link.b3.text':
    '“**重新生成链接**”会创建一个新链接，并立即停用旧链接及旧二维码。当链接落入不该拿到它的人手中时，请使用此功能；之后分享新链接，并重新打印二维码或宣传单。',
  'share-link.b4.text':
    '想让某位住客也能看到您隐藏的电话号码或地址？请改为向其发送专属邀请链接（参见“邀请与隐藏信息”）。',

  'qr-code-and-flyer.title': '二维码、打印宣传单和指南 PDF',
  'qr-code-and-flyer.summary':
    '以 PNG 或 SVG 格式下载二维码，打印 A4 或 US Letter 尺寸的宣传单，或将整份指南保存为 PDF。',
  'qr-code-and-flyer.keywords':
    '二维码, QR, QR码, 扫码, 扫描, 打印, 印刷, 海报, 宣传单, 传单, 单页, 桌牌, pdf, a4, letter, 房屋手册, 入住手册, svg, png',
  'qr-code-and-flyer.suggestion': '二维码',
  'qr-code-and-flyer.b0.text':
    '在房源内放置二维码，住客用手机相机对准它即可打开指南。打印所需的一切都在指南的“**快速分享**”标签页中。',
  'qr-code-and-flyer.b1.alt':
    '“二维码”面板显示二维码以及“下载 PNG”和“下载 SVG”按钮，旁边是“打印与 PDF”面板，其中有“宣传单 PDF（A4）”“宣传单 PDF（US Letter）”和“指南 PDF”。',
  'qr-code-and-flyer.b2.i0':
    '“**下载 PNG**”会得到一张图片，可粘贴到您自己的文档或消息中；“**下载 SVG**”在任何尺寸下都保持清晰，适合交给印刷厂和设计师。',
  'qr-code-and-flyer.b2.i1':
    '“**宣传单 PDF（A4）**”和“**宣传单 PDF（US Letter）**”会生成一页可直接打印、装框的宣传单：包含指南标题、您的品牌设置、一个大二维码、一行扫码说明，以及完整写出的链接。',
  'qr-code-and-flyer.b2.i2':
    '“**指南 PDF**”包含所有已发布的主题，方便喜欢纸质版的住客。住客也可以在指南的“帮助”页面中自行下载，即“房屋手册”。',
  'qr-code-and-flyer.b3.text':
    '二维码打开的是分享链接。点击“**重新生成链接**”后，旧二维码将失效：请下载并打印新的二维码。',

  'invitations.title': '邀请与隐藏信息',
  'invitations.summary': '为某位住客提供专属链接，使其在住宿期间还能看到您隐藏的联系方式和地址。',
  'invitations.keywords':
    '邀请, 邀请函, 住客, 客人, 房客, 邮件, 电子邮件, email, 专属链接, 私密, 隐私, 保密, 门锁密码, 门禁密码, 密码锁, 入住, 访问权限, 有效期',
  'invitations.suggestion': '邀请',
  'invitations.b0.text':
    '在指南的“**详情**”标签页中，每个电话号码和地址都可以设为“**始终可见**”或“**隐藏**”。隐藏的详细信息绝不会通过普通的分享链接、二维码或宣传单显示。住客只能通过自己的专属邀请链接看到这些信息，而且仅限访问权限开放期间。',
  'invitations.b1.i0': '在侧边栏中打开“**邀请**”›“**邀请首页**”，然后点击“**创建邀请**”。',
  'invitations.b1.i1': '选择“**指南**”，输入“**住客姓名**”和“**住客电子邮件**”，然后填写“**入住**”和“**退房**”时间。',
  'invitations.b1.i2': '“**访问开始**”和“**访问结束**”会根据您的“设置”自动填写；如有需要，可为该住客单独修改。',
  'invitations.b1.i3': '保持勾选“**立即发送邀请邮件**”以通过电子邮件发送专属链接，然后点击“**创建邀请**”。',
  'invitations.b2.alt':
    '“创建邀请”表单，包含“指南”“住客姓名”“住客电子邮件”“入住”“退房”“访问开始”和“访问结束”，并已勾选“立即发送邀请邮件”。',
  'invitations.b2.caption': '时间以指南所在时区为准。',
  'invitations.b3.i0':
    '访问权限开放前，住客看到的是普通指南以及访问权限的开放时间；访问权限结束后，住客看到的又是普通指南。',
  'invitations.b3.i1':
    '点击邀请的“**查看**”，可以复制其“**专属链接**”，或使用“**重新发送邮件**”和“**撤销**”。已撤销的链接不再显示隐藏的详细信息。',
  'invitations.b3.i2':
    '“**邀请**”›“**设置**”用于设定默认的访问时段：“**入住前小时数**”（初始为 24）和“**退房后小时数**”（初始为 12）。',
  'invitations.b3.i3':
    '“**邀请**”›“**模板**”用于设置邮件的“**邮件主题**”和“**消息**”，可以使用 {{guest_name}} 和 {{check_in}} 等占位符。消息中必须包含 {{link}}。',
  'invitations.action': '打开邀请首页',

  'offline.title': '住客如何离线使用指南',
  'offline.summary': '只要联网访问过一次，即使没有信号，指南也能在住客的手机上打开。',
  'offline.keywords':
    '离线, 断网, 没网, 没有网络, 无网络, 没信号, 无信号, 飞行模式, 漫游, 境外, 流量, 移动数据, 手机, 移动端, 缓存, 应用',
  'offline.suggestion': '离线',
  'offline.b0.text':
    '乡间小屋和境外 SIM 卡常常意味着到了门口却没有信号。住客指南正是为此而设计：住客第一次在联网状态下打开您的链接时，手机就会保存指南、其中的图片以及应用本身。',
  'offline.b1.i0': '此后，即使完全没有网络也能打开链接，标题旁会显示“**离线**”标记。',
  'offline.b1.i1': '搜索指南、“信息”图块、主题、联系方式以及“地图”页面中的地点列表，都可以离线使用。',
  'offline.b1.i2': '手机恢复联网后，会获取您的最新更改；页眉中的“**最后更新**”一行显示住客正在阅读的副本的日期。',
  'offline.b1.i3': '如果您重新生成了链接，手机下次联网时会删除为旧链接保存的副本。',
  'offline.b2.alt':
    '手机上的住客指南：橙色页眉显示标题 Seaside Cottage 及其最后更新日期，下面是“搜索指南”框、欢迎语和快捷操作，底部有“首页”“信息”“地图”和“帮助”按钮。',
  'offline.b2.caption': '住客在手机上看到的样子。',
  'offline.b3.text':
    '请住客在出行前打开一次链接，例如在预订确认消息中提醒他们。地图底图需要网络连接；标记列表及其链接则不需要。',

  'maps.title': '地图和标记',
  'maps.summary': '为海滩、面包店和公交车站添加标记，并在指南中显示地图。',
  'maps.keywords': '地图, 标记, 标注, 定位, 位置, 地点, 附近, 周边, 景点, 餐厅, 美食, 纬度, 经度, 坐标, 路线, 导航',
  'maps.suggestion': '地图',
  'maps.b0.text': '地图属于您的账户，因此一张当地地图可以用于多份指南。每份指南最多显示一张地图。',
  'maps.b1.i0':
    '打开指南的“**地图**”标签页，点击“**添加地图**”。输入“**地图标题**”，然后点击“**创建地图**”，即可打开地图编辑器。',
  'maps.b1.i1': '点击地图即可在该处放置标记，或者点击“**添加标记**”并输入其“**纬度**”和“**经度**”。',
  'maps.b1.i2':
    '为每个标记填写“**名称**”，并可选填“**类别**”和“**描述**”，然后点击“**保存**”。每张地图最多可放置 500 个标记。',
  'maps.b1.i3':
    '回到“**地图**”标签页，在“**设置此指南使用的地图**”中选择该地图，然后点击“**保存**”。“**停用地图**”会再次对住客隐藏地图。',
  'maps.b2.alt':
    '地图编辑器：地图上有三个带编号的标记，下方的“标记”表格列出 Harbour Lights、Gyllyngvase Beach 和 Pendennis Castle 及其类别、描述、纬度和经度。',
  'maps.b3.text':
    '住客会在指南的“**地图**”页面中以附近地点列表的形式看到这些标记，每个地点都附有“在地图中打开”链接，可用于查看路线。',

  'analytics.title': '分析：住客在看什么',
  'analytics.summary': '查看指南和每个主题的打开次数，包括今天和过去 30 天的数据。',
  'analytics.keywords':
    '分析, 统计, 数据统计, 浏览量, 访问量, 访问, 访客, 点击量, 阅读量, 流量, 图表, 报表, 报告, 数字, 热门',
  'analytics.b0.text':
    '打开指南的“**分析**”标签页，可以查看“**累计浏览量**”“**今日浏览量**”“**昨日浏览量**”和“**已创建邀请**”、过去 30 天的浏览量图表，以及每个类别下各主题的“**总浏览量**”和“**今日浏览量**”表格。',
  'analytics.b1.alt':
    '“分析”标签页，显示“累计浏览量”“今日浏览量”“昨日浏览量”和“已创建邀请”等数字，以及过去 30 天的浏览量图表。',
  'analytics.b2.i0': '住客每打开一次指南，计一次指南浏览；每打开一次某个主题，计一次该主题的浏览。',
  'analytics.b2.i1': '日期按指南所在时区计算。',
  'analytics.b2.i2': '您自己的预览（“打开住客视图”）不计入，离线阅读也不计入。',
  'analytics.b2.i3': '不记录任何住客信息：没有姓名，没有 Cookie，也没有跟踪。',
  'analytics.b2.i4': '“**仪表板**”汇总了您所有指南的浏览量。',
  'analytics.b3.text':
    '浏览量高的主题，可能是您的房源页面应在住客抵达前就解答的问题；无人浏览的主题，可能需要一个更清楚的标题。',

  'export-import.title': '导出、导入和复制指南',
  'export-import.summary': '保存指南的备份文件，将其恢复为新指南，或为另一处房源复制指南。',
  'export-import.keywords': '备份, 复制, 拷贝, 克隆, 模板, 下载, 恢复, 还原, json, 迁移, 转移, 搬家, 数据',
  'export-import.b0.text': '打开指南的“**数据**”标签页。这里的任何操作都不会更改您当前所在的指南。',
  'export-import.b1.alt':
    '“数据”标签页中有三个面板：带“导出指南”按钮的“导出”、带“导入指南”按钮的“导入”，以及带“复制指南”按钮的“复制”。',
  'export-import.b2.i0':
    '“**导出指南**”会下载一个 .guide.json 文件，其中包含该指南及其类别、主题和图片。请将其保存为备份。',
  'export-import.b2.i1':
    '“**导入指南**”会根据这样的文件创建一份新指南（可以在本账户中，也可以在其他账户中）并将其打开。文件中的图片会添加到您的媒体库。可接受最大 64 MB 的文件。',
  'export-import.b2.i2':
    '“**复制指南**”会创建一份包含所有类别和主题的副本，标题后加“（副本）”，并将其打开。副本使用媒体库中的同一批图片，并拥有自己的分享链接。',
  'export-import.b3.text': '经营多处相似的房源？先完成一份指南，复制它，然后只修改不同之处。',
  // calendar-feeds and import-stays
  'calendar-feeds.title': '连接 Airbnb、Vrbo 和 Booking.com 日历',
  'calendar-feeds.summary': '平台日历中的每个预订都会成为一个带专属链接的住宿，预订变更或取消时，住宿也随之变化。',
  'calendar-feeds.keywords':
    'ical, ics, 日历同步, 日历, 订阅, airbnb, vrbo, booking.com, 预订, 住宿, 取消, 导入, 自动, 导出, 保洁人员, google 日历, outlook, 立即同步',
  'calendar-feeds.b0.text':
    '每个预订平台都会在一个私密的导出地址（iCal，以 .ics 结尾）发布每个房源的日历。将该地址添加到指南后，Guidebook 会读取它：每个预订都会成为一个住宿，即一个邀请，带有自己的专属链接、住客的日期以及平台提供的住客信息。在指南的“**日历**”标签页的“**添加日历**”下，将地址粘贴到“**日历地址**”，可按需填写“**标签**”（例如 Airbnb）；如果该日历的每个事件都是预订，请勾选“**每个事件都是住宿**”，然后点击“**添加日历**”。每个日历都会在那里显示其状态和数量、“**立即同步**”以及删除按钮。API 客户端可通过 API 参考中的 calendar_feeds 调用完成同样的操作。',
  'calendar-feeds.b1.i0':
    'Airbnb：在房源日历中打开“可订状态”›“连接日历”，复制“导出日历”下的地址。每个“Reserved”事件都会成为一个住宿，带有预订代码和住客电话的后 4 位。“Airbnb (Not available)”是您屏蔽的日期，不是住宿。',
  'calendar-feeds.b1.i1':
    'Vrbo：打开“日历”›“导入/导出”，复制导出地址。每个“Reserved - 姓名”事件都会成为以该住客姓名命名的住宿；“Blocked”是屏蔽的日期。',
  'calendar-feeds.b1.i2':
    'Booking.com：打开“房价和房态”›“同步日历”，复制导出地址。每个事件（“CLOSED - Not available”）都会成为住宿，因为导出中没有其他内容：其中没有住客姓名。',
  'calendar-feeds.b1.i3':
    '其他任何日历：除标题为 Blocked 或 Not available 的事件外，每个事件都是一个住宿。勾选“**每个事件都是住宿**”后，该日历的每个事件（无论标题如何）都是住宿。',
  'calendar-feeds.b2.text':
    '日历在添加后或地址更改后会立即读取，之后每 15 分钟读取一次（服务器的 CALENDAR_SYNC_MINUTES 可设置其他间隔）。“日历”标签页中每个日历旁的“**立即同步**”会立即读取并显示结果。预订的入住为到达当天指南的**入住时间**，退房为离开当天的**退房时间**，均按指南的**时区**计算（指南未设置时为 15:00 和 11:00）。',
  'calendar-feeds.b3.i0':
    '在“日历”标签页中，每个日历都会显示上次读取的时间（首次读取前显示“**尚未读取**”）、那次读取新增、更改和取消的住宿数量，以及状态：“**读取正常**”，或一句说明出了什么问题的话。',
  'calendar-feeds.b3.i1':
    '“该地址返回 404 Not Found”（或其他响应）：平台已不再识别该地址，通常是因为导出地址已更新。请复制新的地址。',
  'calendar-feeds.b3.i2':
    '“这不是日历文件”：该地址打开的是网页，而不是日历。请复制导出地址本身，而不是房源或日历页面的地址。',
  'calendar-feeds.b3.i3': '“在 10 秒内无法连接到日历”：平台未及时响应。下次读取时会重试。',
  'calendar-feeds.b3.i4': '“无法从互联网访问此地址”：该地址指向私有或本地网络，Guidebook 从不读取。',
  'calendar-feeds.b3.i5':
    '“已跳过 2 个事件：没有 UID”等：部分事件无法使用（没有 UID、没有开始日期、结束早于开始、重复事件）。其他事件照常读取。',
  'calendar-feeds.b4.i0': '预订日期变更时，住宿会随之移动，访问时段和门锁密码的显示时间也一并移动。',
  'calendar-feeds.b4.i1':
    '预订从日历中消失（已取消）时，尚未开始的住宿会被取消：住宿显示为“已取消”，其专属链接会关闭。如果预订重新出现，住宿会重新开启。',
  'calendar-feeds.b4.i2': '入住时间已过的住宿不会被日历更改；您对住宿所做的修改会被保留，只有日期跟随日历。',
  'calendar-feeds.b5.text':
    '出错的日历绝不会删除住宿：当地址返回错误、网页、空文件或过大的文件，或者不是日历的内容时，每个住宿都保持原样，状态会说明原因。删除日历也会保留其住宿。',
  'calendar-feeds.b6.text':
    '同一标签页还可将指南的住宿提供给其他应用，用于您自己的日历或保洁人员的日历：在“**供其他应用使用的日历地址**”下点击“**创建地址**”，再点击“**复制地址**”，然后在 Google 日历、Apple 日历或 Outlook 中订阅。',
  'calendar-feeds.b7.i0':
    '每个住宿都是从入住到退房的一个事件，包含住客姓名、住客人数和预订编号；绝不包含门锁密码或电子邮件地址。已取消的住宿不在其中。',
  'calendar-feeds.b7.i1':
    '该地址是保密的：任何拥有它的人都能读取。“**创建新地址**”会替换它，旧地址立即失效：每个订阅了它的日历都需要新地址。',
  'import-stays.title': '从 CSV 文件导入住宿',
  'import-stays.summary': '从电子表格一次性为一个指南创建多个住宿：要么全部创建，要么一个都不创建。',
  'import-stays.keywords': 'csv, 电子表格, excel, 批量, 上传, 导入, 住宿, 预订, 住客, 行, 列',
  'import-stays.b0.text':
    '电子表格中的预订可以一次性成为住宿：将其另存为 CSV 文件，打开指南的“**日历**”标签页，在“**从 CSV 文件导入住宿**”下点击“**选择 CSV 文件**”。“**下载示例文件**”会提供一个包含标题行和两个住宿的文件作为起点。每一行都会成为一个带专属链接的住宿。API 客户端通过 invitations/import 调用发送文件。',
  'import-stays.b1.i0':
    '第一行是标题行，写明各列名称：guest_name、check_in 和 check_out 为必填；guest_email、guest_phone、guests、reference、language 和 door_code 可以省略。各列顺序不限。',
  'import-stays.b1.i1':
    '值之间用逗号或分号分隔，与标题行一致。请将文件保存为 UTF-8，带或不带 BOM 均可（电子表格中的“CSV UTF-8”）。',
  'import-stays.b1.i2':
    '日期写作 2026-12-12，按指南的时区：入住使用指南的**入住时间**，退房使用其**退房时间**。写 2026-12-12 16:30 可指定其他时间。',
  'import-stays.b1.i3':
    'guests 为住客人数，language 为住客的语言（en、fr、pt-BR），door_code 最多 100 个字符，住客只能通过专属链接看到。',
  'import-stays.b1.i4': '一个文件最多包含 2,000 个住宿，不超过 5 MB。',
  'import-stays.b2.text': '一个小示例，文件中的三行：',
  'import-stays.b3.i0': 'guest_name,guest_email,check_in,check_out,guests,reference',
  'import-stays.b3.i1': 'Ana Silva,ana@example.com,2026-12-12,2026-12-15,2,HMX42',
  'import-stays.b3.i2': 'Tom Berg,,2026-12-18 18:00,2026-12-20,1,',
  'import-stays.b4.text':
    '要么全部，要么都不：只要有一行出错，就不会导入任何内容，响应会指出其行和列，例如“第 7 行，check_out：退房时间必须晚于入住时间。”请改正该行，然后重新发送整个文件。 再次发送同一文件不会产生重复的住宿：预订编号已属于该指南某个住宿的行会更新该住宿（日期变化时访问时段随之平移；文件中的列替换住宿的值，空单元格清除该值，文件中没有的列保持不变）。没有预订编号的行每次都会成为新的住宿。',
  // door-codes
  'door-codes.title': '门锁密码：在合适的时间向每位住客显示',
  'door-codes.summary': '住宿的门锁密码只显示在该住客的专属链接中，从您选定的时间起，到访问期结束为止。',
  'door-codes.keywords': '门锁密码, 密码, 门锁, 键盘锁, 智能锁, 访问码, 钥匙盒, 入住, 秘密, 字段代码, 占位符',
  'door-codes.b0.text':
    '每次住宿都可以有自己的门锁密码（最多 100 个字符）。在“**邀请**”›“**邀请首页**”中，通过住宿的“**查看**”按钮打开它，再打开其“**住宿**”标签页：填写“**门锁密码**”，以及表示显示起始时间的“**密码显示时间**”，然后点击“**保存**”。CSV 导入通过 door_code 列提供，API 客户端通过 door_code 和 door_code_from 提供。各平台的日历不包含门锁密码。',
  'door-codes.b1.i0':
    '住客会在专属链接的首页标签中看到：“门锁密码 4711，12月12日周五 15:00 起可用”，使用指南的时区和住客的语言。',
  'door-codes.b1.i1':
    '在该时间之前，住客看到的是密码何时出现。“**密码显示时间**”为空（没有 door_code_from）时，密码在住宿的访问期开始时出现。',
  'door-codes.b1.i2': '访问期结束时，密码随之消失，住客手机为离线使用保存的副本中也不再保留。',
  'door-codes.b1.i3': '它绝不会出现在分享链接、其搜索、房屋手册 PDF、宣传单、分析或服务器日志中。',
  'door-codes.b2.text':
    '在主题中（例如“入住信息”）写入 {{door_code}}，即可用您自己的话说明密码。通过住宿的专属链接查看时，它在显示期间会替换为该住宿的密码（之前显示“… 起可用”）；在其他任何地方都显示为中性的词语，绝不会显示花括号。{{guest_first_name}}、{{guest_name}}、{{check_in}}、{{check_out}}、{{guests}}、{{reference}}、{{wifi_name}}、{{wifi_password}}、{{check_in_time}} 和 {{check_out_time}} 的用法相同。',
  'door-codes.b3.text': '每次预订都更换的密码最安全：住宿结束后，之前住客的链接就不再显示它。',

  // timed-messages
  'timed-messages.title': '向客人发送定时消息',
  'timed-messages.summary': '在住宿的恰当时刻，用客人的语言给每位客人发送邮件的规则，每条消息只发送一次。',
  'timed-messages.keywords': '自动邮件, 定时消息, 提醒, 欢迎, 入住说明, 门锁密码, 评价请求, 感谢, 规则',
  'timed-messages.b0.text':
    '一条消息规则包含一封邮件及其发送时间；其指南（或所有指南）的每个住宿都会在该时刻收到它，并填入各自的信息。规则位于侧边栏的“**邀请**”›“**消息**”：表格列出所有规则，每条都有“**已启用**”开关、“**编辑**”按钮和删除按钮。点击“**新建规则**”，填写“**名称**”，选择“**指南**”（或“**所有指南**”）和“**发送时间**”，并设置“**天数**”和“**发送时刻**”，写好邮件后点击“**保存**”。API 客户端则使用 message_rules 调用。',
  'timed-messages.b1.i0': '**预订确认时**：住宿一经添加（手动、CSV 文件或日历）即发送。',
  'timed-messages.b1.i1': '**入住前几天**：入住日前若干天（0 到 60 天），在您选择的时间。',
  'timed-messages.b1.i2': '**入住当天**：在您选择的时间。',
  'timed-messages.b1.i3': '**退房后几天**：退房日后若干天，在您选择的时间，用于致谢或邀请评价。',
  'timed-messages.b2.text':
    '时间为指南**时区**的当地时间，在调整时钟的日子也是如此。请用指南的默认语言填写“**主题**”和“**消息**”，如愿意也可在其他语言的标签页中填写：规则包含住宿的语言时，客人收到该语言，否则收到默认语言。在“**字段代码**”中点击即可在光标处插入代码；{{guest_first_name}}、{{check_in}}、{{door_code}} 等字段代码在发送时填写，“**预览**”按指南下一位客人将看到的样子显示邮件（没有即将到来的住宿时使用示例值）。除非正文用 {{link}} 放置，客人的专属链接会附在末尾。回复将发送到工作区所有者的电子邮件。在“**邀请**”›“**邀请首页**”中，住宿的“**查看**”按钮会打开其“**消息**”标签页，列出每条消息及其状态（即 API 的 invitations/messages 调用）：',
  'timed-messages.b3.i0': '已计划：将在显示的时间发送。',
  'timed-messages.b3.i1':
    '已发送：已发送一次。“**立即发送**”可有意再次发送（即 API 的 invitations/messages/send_now 调用）。',
  'timed-messages.b3.i2':
    '等待客人的电子邮件：住宿还没有电子邮件（日历不包含）。添加后，只要客人尚未退房，消息就会发送。',
  'timed-messages.b3.i3': '已跳过：添加住宿时发送时间已过，且客人已入住。添加较晚但仍在入住前的住宿会立即收到消息。',
  'timed-messages.b3.i4': '已取消：住宿已取消或撤销，或规则已停用或删除。重新启用规则会再次计划其消息。',
  'timed-messages.b4.text':
    '住宿改期时其消息随之改期；修改规则会重新计划所有尚未发送的消息。无论有多少台服务器运行 Guidebook，即使某台在发送中途停止，每位客人也只会收到每条消息一次。',

  // webhooks
  'webhooks.title': '通知你的其他工具：Webhook',
  'webhooks.summary': '新增住宿、发送消息或指南变更时，你的渠道管理器、智能门锁服务或脚本会立即收到带签名的请求。',
  'webhooks.keywords': '集成, zapier, pms, 回调, 通知, 事件, http post, 签名, hmac, standard webhooks, api',
  'webhooks.b0.text':
    'Webhook 是另一个服务的地址，每当发生其订阅的事件时，Guidebook 都会调用它（带 JSON 的 HTTP POST）：invitation.created、invitation.updated、invitation.cancelled、request.created、request.answered、feedback.created、message.sent、message.failed、guide.published、calendar_feed.failed。所有者和管理员在侧边栏的 **我的账户** › **Webhook** 中设置（或在登录状态下通过 API 的 webhooks 调用）：添加端点时只显示一次签名密钥（whsec_…），**发送测试事件** 可试用端点，**投递记录** 列出每次尝试并可 **重新投递**。接收方需在 10 秒内以 2xx 响应；5xx、408、429、超时和连接被拒会在 24 小时内重试约 8 次，连续失败 50 次后 Webhook 会被关闭并发邮件通知你。每个请求都带有 webhook-id、webhook-timestamp 和 webhook-signature 请求头（Standard Webhooks）。在信任内容之前，请用 Node 或 Python 验证：',
  'webhooks.b1.i0': 'npm install standardwebhooks',
  'webhooks.b1.i1': 'import { Webhook } from "standardwebhooks"; const wh = new Webhook(process.env.WEBHOOK_SECRET);',
  'webhooks.b1.i2': 'const event = wh.verify(rawBody, req.headers); // throws when the signature or timestamp is wrong',
  'webhooks.b2.i0': 'pip install standardwebhooks',
  'webhooks.b2.i1': 'from standardwebhooks.webhooks import Webhook; wh = Webhook(os.environ["WEBHOOK_SECRET"])',
  'webhooks.b2.i2': 'event = wh.verify(request.get_data(), request.headers)  # raises WebhookVerificationError',
  'webhooks.b3.text': '同一事件可能到达两次（重试或重新投递之后）：记住已处理的 webhook-id，跳过已见过的。',
  'white-label.title': '为房客显示您自己的名称：白标',
  'white-label.summary': '以您的名称向房客发送邮件，添加您的页脚，并隐藏产品名称。',
  'white-label.keywords': '经销商, 品牌, 发件人, 来自, 页脚, 签名, 代理, 无品牌, powered by',
  'white-label.b0.text':
    '在 **我的账户** 下，**白标（经销商）** 设置房客看到的您的信息，而不是产品的信息。只有工作区的所有者和管理员可以更改。',
  'white-label.b1.i0':
    '输入**发件人名称**，例如您的公司名。邀请、定时消息和请求的答复都以此名称发出；房客的回复会发送到工作区所有者的邮箱。',
  'white-label.b1.i1': '填写**邮件页脚**：您的地址、电话或网站。它会添加在每封发给房客的邮件末尾。',
  'white-label.b1.i2':
    '打开**隐藏产品名称**后，房客指南、应用图标、传单、房屋手册（包括 PDF 文件内部）和邮件中都不会出现产品名称或链接。没有发件人名称时，邮件以您工作区的名称发出。',
  'white-label.b1.i3': '点击**保存**。更改立即生效，房客已打开的指南也同样适用。',
  'white-label.b2.text': '邮件仍从此服务器的地址发出：只有房客看到的名称会改变，因此不会被标为垃圾邮件。',
  'white-label.action': '打开白标',
  'guest-requests.title': '房客请求：提前入住、延迟退房等',
  'guest-requests.summary': '房客通过个人链接提出请求；您在同一处批准或拒绝，批准的时间会调整入住。',
  'guest-requests.keywords': '请求, 提前入住, 延迟退房, 额外服务, 批准, 拒绝, 收件箱, 自动批准, 价格',
  'guest-requests.b0.text':
    '在访问期内，房客可以在入住个人链接的首页提出请求；公开链接无法提出请求。房客可以请求的内容在 **邀请** › **请求** 的 **房客可以请求的内容** 中设置：每个工作区一开始都有 **提前入住** 和 **延迟退房**，默认关闭。为您提供的项目打开 **已启用**。**添加请求类型** 可添加您自己的类型（毛巾、婴儿床、机场接送等）：在指南的每种语言中填写名称和说明，用文字标注价格，如“¥100”（不会收费），并选择提供它的指南。每个类型旁边有 **编辑** 和 **删除**；已发送的请求保留其类型的名称。API 客户端可通过 request_types 调用完成同样的操作。',
  'guest-requests.b1.i0':
    '**待处理**：请求等待您处理。侧边栏的 **请求** 显示等待的数量，每个新请求您都会收到一封邮件。',
  'guest-requests.b1.i1':
    '**已批准**：提前入住会把入住时间改为请求的时间，访问期和门锁密码也随之提前；延迟退房会推迟退房时间和访问期的结束。定时消息会按新的时间发送。',
  'guest-requests.b1.i2': '**已拒绝**：入住保持不变。',
  'guest-requests.b1.i3': '**已取消**：入住已取消。',
  'guest-requests.b2.text':
    '打开 **邀请** › **请求**，如有需要写下回复，然后点击 **批准** 或 **拒绝**。房客会在指南中看到答复和您的回复；如果入住有邮箱，还会以入住的语言收到邮件。与同一指南的其他入住重叠的调整会被拒绝：请先修改那次入住。',
  'guest-requests.b3.text':
    '开启 **自动批准** 后，如果当天没有该指南的其他入住结束，提前入住会立即获批；如果当天没有入住开始，延迟退房会立即获批。否则请求会照常等待您处理。',
  'guest-feedback.title': '房客反馈和评价链接',
  'guest-feedback.summary': '住宿结束后，房客通过专属链接给出 1 到 5 颗星的评分，满意的房客会被引导到你的评价页面。',
  'guest-feedback.keywords': '评分, 星级, 评价, 评论, 感谢, Airbnb 评价, Google 评价, Booking.com 评价, 满意度, 调查',
  'guest-feedback.b0.text':
    '从退房起到退房后 14 天，住宿的专属链接会显示**感谢与反馈**：房客选择 1 到 5 颗星，可以附上评论，然后点击**提交反馈**。指南会在**首页**显示为**这次住得怎么样？**，在**信息**标签中（你的 **Thank You & Feedback** 分类内，或作为单独的磁贴）以及 {{feedback_link}} 指向的位置显示。公开分享链接没有表单：反馈只能通过住宿自己的链接提交，因此每条回答都属于一次住宿。',
  'guest-feedback.b1.i0':
    '每次住宿一条回答。第一条回答后 24 小时内的第二条回答会替换它（房客点击**修改我的回答**）；之后就保持不变。',
  'guest-feedback.b1.i1': '退房前，链接会说明反馈何时开放；已取消或已撤销的住宿不接受反馈。',
  'guest-feedback.b1.i2':
    '给出 4 或 5 颗星后，房客会看到你设置的评价链接：**在 Airbnb 上评价**、**在 Google 上评价**和**在 Booking.com 上评价**。',
  'guest-feedback.b2.text':
    '打开指南及其**反馈**标签：平均评分和评分数，然后是每条回答，附房客、住宿日期和评论，最新的在前。在**评价链接**下粘贴你的评价页面地址（以 http:// 或 https:// 开头），然后点击**保存评价链接**；留空表示没有链接。API 客户端使用 feedback/list 和 guides/review_links 调用，订阅了 feedback.created 的 Webhook 会收到每条回答。',
  'guest-feedback.b3.text':
    '在**退房后几天**发送的消息规则（1 天，早上）中加入 {{feedback_link}}：邮件会直接打开反馈页面，且末尾不会再附加普通链接。',
} satisfies CompleteHelpCatalog;
