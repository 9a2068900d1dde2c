/**
 * Os artigos da Central de ajuda em português do Brasil (as chaves de en/help.ts), com “você”,
 * segundo GLOSSARY.md (hóspede, anfitrião, tópico, biblioteca de mídia, imagem destacada, identidade
 * visual, link de compartilhamento, código QR, folheto, manual da casa; abas Detalhes, Conteúdo,
 * Mapa, Compartilhamento rápido, Dados, Estatísticas). Rótulos do app em **negrito**; rótulos
 * citados sem negrito vão entre aspas “…”.
 *
 * Rótulos citados em **negrito** que o glossário ainda não define: a tradução do app de
 * administração deve usar estas palavras (ou este arquivo, as dela).
 * Title → Título · Postal code → CEP · Country → País · Timezone → Fuso horário ·
 * Start with the ten standard categories → Começar com as dez categorias padrão (messages) ·
 * Create Guide → Criar guia · Your Guides → Seus guias · Edit → Editar ·
 * Updating Guide → Editando guia · Welcome text → Texto de boas-vindas ·
 * Add Category → Adicionar categoria · Save Category → Salvar categoria ·
 * Add Topic → Adicionar tópico · Edit Topic → Editar tópico · Choose image → Escolher imagem ·
 * Topic Featured Image → Imagem destacada do tópico · Topic Content → Conteúdo do tópico ·
 * Topic Status → Status do tópico · Published / Draft → Publicado / Rascunho · Create → Criar ·
 * Upload File → Enviar arquivo · Go Back → Voltar · All Files → Todos os arquivos ·
 * Manage Your Images → Gerenciar suas imagens · Select from Library → Escolher da biblioteca ·
 * Upload New File → Enviar novo arquivo · Choose logo → Escolher logo · Font → Fonte ·
 * Colour → Cor · Save Branding → Salvar identidade visual · Share link (painel) → Link de
 * compartilhamento · Guest link → Link para hóspedes · Copy link → Copiar link ·
 * Open example view → Abrir prévia · Regenerate link → Gerar novo link ·
 * Download PNG / SVG → Baixar PNG / Baixar SVG · Print and PDF → Impressão e PDF ·
 * Flyer PDF (A4) → Folheto em PDF (A4) · Flyer PDF (US Letter) → Folheto em PDF (US Letter) ·
 * Guide PDF → PDF do guia · Visible Always / Hidden → Sempre visível / Oculto ·
 * Create Invitation → Criar convite · Guide → Guia · Guest name → Nome do hóspede ·
 * Guest e-mail → E-mail do hóspede · Check-in / Check-out → Check-in / Check-out ·
 * Access from / Access to → Acesso a partir de / Acesso até ·
 * Send the invitation e-mail now → Enviar o e-mail de convite agora · View → Ver ·
 * Personal link → Link pessoal · Resend e-mail → Reenviar (glossário) · Revoke → Revogar ·
 * Hours before check-in → Horas antes do check-in · Hours after check-out → Horas depois do
 * check-out · Subject → Assunto · Message → Mensagem · Add Map → Adicionar mapa ·
 * Map Title → Título do mapa · Create Map → Criar mapa · Add Pin → Adicionar marcador ·
 * Latitude / Longitude → Latitude / Longitude · Name / Category / Description → Nome / Categoria /
 * Descrição · Set Active Map For This Guide → Definir o mapa ativo deste guia (messages) ·
 * Disable Map → Desativar mapa (messages) · All-Time Views → Visualizações desde o início ·
 * Views Today → Visualizações hoje · Views Yesterday → Visualizações ontem ·
 * Invites Created → Convites criados · Total Views → Total de visualizações ·
 * Export Guide → Exportar guia · Import Guide → Importar guia · Duplicate Guide → Duplicar guia.
 * (Guia do hóspede: as palavras de guest.ts, p. ex. Offline, Atualizado em, Início, Info, Mapa,
 * Ajuda, Pesquisar no guia, Abrir no app de mapas.)
 *
 * As dez categorias padrão e os exemplos das capturas de tela (Seaside Cottage, Arrival
 * Information…) são conteúdo e aparecem nos textos alternativos como nas capturas (em inglês).
 */
import type { CompleteHelpCatalog } from '../../src/help.ts';

export default {
  notTranslated: 'Este artigo ainda não foi traduzido para seu idioma, por isso aparece em inglês.',
  'section.build': 'Monte seu guia',
  'section.share': 'Compartilhe com os hóspedes',
  'section.insight': 'Hóspedes e estatísticas',

  'getting-started.title': 'Primeiros passos: seu primeiro guia',
  'getting-started.summary': 'Crie um guia para seu imóvel e depois preencha-o aba por aba.',
  'getting-started.keywords':
    'novo guia, criar, começar, iniciar, primeiros passos, configurar, configuração, imóvel, acomodação, hospedagem, propriedade, casa, apartamento, boas-vindas, fuso horário',
  'getting-started.b0.text':
    'Um guia reúne tudo o que um hóspede precisa saber sobre um imóvel: como entrar, o Wi-Fi, as regras da casa, lugares próximos. Os hóspedes abrem o guia no celular por um link ou um código QR; eles nunca precisam criar uma conta.',
  'getting-started.b1.i0':
    'Abra **Guias digitais** no menu lateral e clique em **Adicionar guia** (o painel tem o mesmo botão).',
  'getting-started.b1.i1':
    'Dê ao guia um **Título** (até 60 caracteres) e preencha o endereço, o **CEP**, o **País** e o **Fuso horário**. Os horários dos convites e das estatísticas seguem esse fuso horário.',
  'getting-started.b1.i2':
    'Deixe **Começar com as dez categorias padrão** marcado para começar com as seções de costume: preparação para a viagem, informações de chegada, Wi-Fi e internet e as demais. Cada uma traz tópicos iniciais salvos como rascunhos: preencha as partes [entre colchetes] e depois publique-os. Renomeie ou exclua o que você não precisar.',
  'getting-started.b1.i3':
    'Clique em **Criar guia**. Seu guia aparece em **Seus guias**; clique no botão “Editar” dele para abri-lo.',
  'getting-started.b2.text':
    'O guia se abre em sete abas: **Detalhes** (dados de contato, endereço, texto de boas-vindas e identidade visual), **Conteúdo** (categorias e tópicos), **Mapa**, **Calendário** (os calendários das plataformas de reserva, a importação de estadias de um arquivo CSV e o endereço do calendário para outros apps), **Compartilhamento rápido** (link, código QR, folheto e PDF), **Dados** (exportação, importação, duplicação) e **Estatísticas**.',
  'getting-started.b3.alt':
    'A tela de edição do guia com o título “Editando guia: Seaside Cottage”, as abas Detalhes, Conteúdo, Mapa, Compartilhamento rápido, Dados e Estatísticas e, abaixo, o formulário Detalhes.',
  'getting-started.b3.caption': 'Todo guia tem as mesmas abas.',
  'getting-started.b4.text':
    'Escreva o **Texto de boas-vindas** na aba “Detalhes”: é a primeira coisa que os hóspedes leem na tela “Início” do guia.',
  'getting-started.b5.text':
    '**Ações em massa**: marque guias na lista, ou **Selecionar todos os guias correspondentes** para pegar todos os que a sua pesquisa e a sua etiqueta encontram, e escolha em **Ações em massa**: adicionar ou remover uma etiqueta, aplicar a identidade visual do espaço de trabalho, duplicar ou excluir. Cada ação altera todos os guias escolhidos, ou nenhum se um deles não puder ser alterado; para excluir, você digita antes o número de guias.',
  'getting-started.b6.text':
    'Limite um membro da equipe por etiquetas: em **Acesso de usuários**, desative **Todos os guias** e digite uma etiqueta como Lisboa. O membro trabalha em todo guia com essa etiqueta, inclusive nos etiquetados depois, e deixa de ver um guia assim que a etiqueta é removida.',
  'getting-started.action': 'Adicionar guia',

  'writing-topics.title': 'Escreva categorias e tópicos',
  'writing-topics.summary':
    'Organize o guia em categorias e escreva um tópico para cada coisa que os hóspedes costumam perguntar.',
  'writing-topics.keywords':
    'conteúdo, página, artigo, seção, texto, editor, rascunho, publicar, ordem, ordenar, reordenar, organizar, mover, ícone',
  'writing-topics.b0.text':
    'Na aba **Conteúdo**, um guia é uma lista de categorias (por exemplo, Informações de chegada), cada uma com seus tópicos (por exemplo, Retirada das chaves). Os hóspedes veem as categorias como blocos na tela “Info” do guia.',
  'writing-topics.b1.i0':
    'Clique em **Adicionar categoria**, digite um **Título**, escolha um ícone e clique em **Salvar categoria**.',
  'writing-topics.b1.i1': 'Abra a categoria e clique em **Adicionar tópico**.',
  'writing-topics.b1.i2':
    'Dê um **Título** ao tópico, clique em **Escolher imagem** para selecionar a **Imagem destacada do tópico** (todo tópico precisa de uma) e escreva o **Conteúdo do tópico**: você pode usar títulos, listas, links, imagens e vídeos.',
  'writing-topics.b1.i3':
    'Defina o **Status do tópico** como Publicado quando ele estiver pronto, ou deixe-o como rascunho, e clique em **Criar**.',
  'writing-topics.b2.alt':
    'A aba Conteúdo: a categoria Arrival Information está aberta e lista os tópicos Getting the keys e Parking, marcados como Publicado, e Late arrival, marcado como Rascunho, com um botão Adicionar tópico.',
  'writing-topics.b2.caption': 'Os rascunhos ficam visíveis para você e ocultos para os hóspedes.',
  'writing-topics.b3.i0':
    'Os hóspedes só veem os tópicos com status **Publicado**; um rascunho nunca é enviado ao celular deles nem impresso no PDF do guia.',
  'writing-topics.b3.i1':
    'Mude a ordem com as setas para cima e para baixo ou arraste uma categoria ou um tópico pela alça. Os hóspedes veem a mesma ordem.',
  'writing-topics.b3.i2': 'O lápis edita; a lixeira exclui (depois que você confirma).',
  'writing-topics.b4.alt':
    'O formulário Editar tópico com um título, a imagem destacada de um cofre de chaves, o editor de texto com o conteúdo do tópico e o seletor Status do tópico.',

  // shared-topics
  'shared-topics.title': 'Tópicos compartilhados e valores do imóvel: escreva uma vez, preencha por imóvel',
  'shared-topics.summary':
    'Mantenha as regras da casa, as etapas do check-out e as dicas locais em um só lugar, mostradas em muitos guias com os dados de cada imóvel.',
  'shared-topics.keywords':
    'conteúdo compartilhado, biblioteca, reutilizar, mesmo texto, vários imóveis, portfólio, marcador, variável, valores do imóvel, dia do lixo, estacionamento, desvincular, cópia própria, remover',
  'shared-topics.action': 'Abrir Tópicos compartilhados',
  'shared-topics.b0.text':
    'Quando vários guias precisam do mesmo texto, como as regras da casa, as etapas do check-out ou as dicas locais, escreva-o uma vez como tópico compartilhado. Abra **Tópicos compartilhados** na barra lateral e clique em **Novo tópico compartilhado**: ele tem os campos de qualquer tópico (**Título**, **Imagem destacada do tópico**, **Conteúdo do tópico**, **Status do tópico**, **Quem pode ver**). A lista mostra onde cada tópico compartilhado está colocado e em quais guias falta um valor que ele usa; o botão de idioma o traduz, e todos os guias mostram essa tradução.',
  'shared-topics.b1.i0': 'Abra a aba **Conteúdo** de um guia e expanda uma categoria.',
  'shared-topics.b1.i1':
    'Clique em **Adicionar tópico compartilhado**, escolha um e clique em **Adicionar**. Ele aparece no fim da categoria com o selo **Compartilhado**.',
  'shared-topics.b1.i2':
    'Edite-o em **Tópicos compartilhados**: a alteração aparece na hora em todos os guias que o têm.',
  'shared-topics.b1.i3':
    '**Remover do guia** o tira só deste guia; ele continua nos seus tópicos compartilhados e nos outros guias.',
  'shared-topics.b2.text':
    'Os valores do imóvel preenchem um tópico compartilhado com os dados de cada imóvel. Escreva um código como {{bin_day}} no tópico compartilhado; depois, na aba **Detalhes** de cada guia, em **Valores do imóvel**, clique em **Adicionar valor**, chame-o de bin_day, escreva “terça-feira” (“sexta-feira” em outro guia) e clique em **Salvar valores**. Os hóspedes, a busca do guia, o manual da casa e o folheto leem o valor próprio de cada guia.',
  'shared-topics.b3.i0':
    'Um nome usa letras minúsculas, algarismos e _ (até 40 caracteres); um guia tem no máximo 100 valores de até 2.000 caracteres cada.',
  'shared-topics.b3.i1':
    'Quando o guia tem outros idiomas, escolha um em **Valores em** para escrever os textos dele; onde um fica vazio, os hóspedes leem o valor do idioma principal.',
  'shared-topics.b3.i2':
    'Um valor que falta aparece como “—” para os hóspedes, nunca entre chaves. **Valores do imóvel** lista os códigos que os tópicos compartilhados do guia usam e que faltam nele, e **Tópicos compartilhados** lista os guias em que falta algum.',
  'shared-topics.b3.i3':
    'Os campos próprios do guia são preenchidos do mesmo jeito e não precisam de valor: {{wifi_name}}, {{wifi_password}}, {{check_in_time}}, {{check_out_time}}, {{address}}, {{city}} e {{host}}.',
  'shared-topics.b4.text':
    'Para mudar um tópico compartilhado em um só guia, clique em **Desvincular** nele na aba Conteúdo: o guia recebe uma cópia própria, que você edita como qualquer tópico e que não acompanha mais o compartilhado. Excluir um tópico compartilhado que guias mostram pede confirmação antes e diz quantos guias o perdem.',
  'shared-topics.b5.text':
    'Exportar, importar e duplicar mantêm os tópicos compartilhados dentro de um espaço de trabalho; um guia importado em outro espaço de trabalho recebe cópias próprias.',

  'images.title': 'Imagens e a biblioteca de mídia',
  'images.summary': 'Envie suas fotos uma vez e reutilize-as como imagens destacadas, logos e imagens nos tópicos.',
  'images.keywords':
    'foto, imagem, figura, upload, enviar, carregar, subir, jpg, jpeg, png, arquivo, biblioteca, mídia, galeria, excluir, apagar, logo, logotipo',
  'images.suggestion': 'imagens',
  'images.b0.text':
    'Todas as imagens que você usa ficam na sua **Biblioteca de mídia**, compartilhada por todos os seus guias. Envie cada imagem uma vez e escolha-a onde precisar.',
  'images.b1.i0': 'Abra **Biblioteca de mídia** no menu lateral e clique em **Enviar arquivo**.',
  'images.b1.i1':
    'Arraste suas fotos para a área de upload ou clique nela para procurar os arquivos. São aceitas imagens JPG, JPEG e PNG; um painel mostra o andamento de cada upload.',
  'images.b1.i2':
    'Clique em **Voltar** para ver **Todos os arquivos**, dez por página, cada um com nome, tamanho e data.',
  'images.b2.alt':
    'A biblioteca de mídia mostrando Todos os arquivos como cartões com uma foto, o nome, o tamanho e a data, e os botões Baixar e Excluir.',
  'images.b3.text':
    'Quando um tópico ou a identidade visual pede uma imagem, abre-se a janela **Gerenciar suas imagens**: escolha uma em **Escolher da biblioteca** ou adicione uma nova em **Enviar novo arquivo** e clique em **Salvar**.',
  'images.b4.text':
    'Uma imagem usada como imagem destacada de um tópico, como logo de um guia ou dentro do conteúdo de um tópico não pode ser excluída: a mensagem informa onde ela é usada, para que você escolha outra imagem lá primeiro.',
  'images.action': 'Abrir a biblioteca de mídia',

  'branding.title': 'Identidade visual do seu guia: logo, fonte e cor',
  'branding.summary': 'Aplique seu logo, sua fonte e sua cor ao guia do hóspede, ao folheto e ao PDF.',
  'branding.keywords':
    'logo, logotipo, cor, cores, fonte, tipografia, letra, estilo, aparência, visual, design, tema, marca, identidade visual, personalizar',
  'branding.b0.text': 'Abra a aba **Detalhes** do guia e role até **Identidade visual do guia**.',
  'branding.b1.i0': 'Clique em **Escolher logo** e selecione uma imagem da sua biblioteca.',
  'branding.b1.i1': 'Escolha uma **Fonte**: PT Sans (a padrão), Roboto, Montserrat, Lato ou Open Sans.',
  'branding.b1.i2':
    'Escolha uma **Cor** (a padrão é laranja, #ed8438). A linha de prévia mostra a fonte e a cor juntas.',
  'branding.b1.i3': 'Clique em **Salvar identidade visual**.',
  'branding.b2.alt':
    'O painel Identidade visual do guia com um quadrado de logo vazio, o botão Escolher logo, o seletor Fonte em PT Sans, o campo Cor com #ed8438, uma linha de prévia e o botão Salvar identidade visual.',
  'branding.b3.text':
    'Os hóspedes veem a cor no cabeçalho do guia, e o folheto mostra seu logo e sua cor ao lado do código QR.',

  'share-link.title': 'Compartilhe seu guia por link',
  'share-link.summary':
    'Copie o link de compartilhamento, abra o guia como os hóspedes o veem e troque o link quando precisar.',
  'share-link.keywords':
    'url, endereço, enviar, mandar, copiar, link, whatsapp, airbnb, booking, mensagem, prévia, visualizar, gerar novo link, compartilhar',
  'share-link.b0.text':
    'Cada guia tem um link de compartilhamento. Qualquer pessoa com o link pode abrir o guia em qualquer celular ou computador, sem app e sem login. Só aparecem os tópicos publicados e os dados que você marcou como “Sempre visível”.',
  'share-link.b1.i0': 'Abra o guia e escolha a aba **Compartilhamento rápido**.',
  'share-link.b1.i1': 'Clique em **Copiar link** e cole-o na sua mensagem de reserva, em um e-mail ou no seu anúncio.',
  'share-link.b1.i2': 'Clique em **Abrir prévia** para ver o guia exatamente como os hóspedes vão vê-lo.',
  'share-link.b2.alt':
    'O painel Link de compartilhamento da aba Compartilhamento rápido: o campo Link para hóspedes e os botões Copiar link, Gerar novo link e Abrir prévia.',
  'share-link.b3.text':
    '**Gerar novo link** cria um link novo e desativa o antigo na hora, e com ele o código QR antigo. Use essa opção quando um link chegou a pessoas que não deveriam tê-lo; depois compartilhe o novo link e imprima um novo código QR ou folheto.',
  'share-link.b4.text':
    'Quer que um hóspede também veja seu telefone ou endereço ocultos? Em vez do link comum, envie um link de convite pessoal (veja “Convites e informações ocultas”).',

  'qr-code-and-flyer.title': 'Código QR, folheto impresso e PDF do guia',
  'qr-code-and-flyer.summary':
    'Baixe o código QR em PNG ou SVG, imprima um folheto A4 ou US Letter ou salve o guia inteiro em PDF.',
  'qr-code-and-flyer.keywords':
    'qr, qrcode, código qr, qr code, escanear, ler, imprimir, impressão, cartaz, folheto, panfleto, flyer, pdf, a4, carta, letter, manual da casa, svg, png',
  'qr-code-and-flyer.suggestion': 'QR',
  'qr-code-and-flyer.b0.text':
    'Um código QR no imóvel permite que os hóspedes abram o guia apontando a câmera do celular para ele. Tudo o que você precisa para imprimir está na aba **Compartilhamento rápido** do guia.',
  'qr-code-and-flyer.b1.alt':
    'O painel Código QR com o código e os botões Baixar PNG e Baixar SVG, ao lado do painel Impressão e PDF com Folheto em PDF (A4), Folheto em PDF (US Letter) e PDF do guia.',
  'qr-code-and-flyer.b2.i0':
    '**Baixar PNG** gera uma imagem para colar nos seus documentos ou mensagens; **Baixar SVG** fica nítido em qualquer tamanho, ideal para gráficas e designers.',
  'qr-code-and-flyer.b2.i1':
    '**Folheto em PDF (A4)** e **Folheto em PDF (US Letter)** criam um folheto de uma página pronto para imprimir e emoldurar: o título do guia, sua identidade visual, um código QR grande, uma linha explicando como escaneá-lo e o link escrito por extenso.',
  'qr-code-and-flyer.b2.i2':
    '**PDF do guia** reúne todos os tópicos publicados, para hóspedes que preferem papel. Os hóspedes também podem baixá-lo por conta própria como manual da casa, na tela “Ajuda” do guia.',
  'qr-code-and-flyer.b3.text':
    'O código QR abre o link de compartilhamento. Depois de **Gerar novo link**, o código antigo para de funcionar: baixe e imprima o novo.',

  'invitations.title': 'Convites e informações ocultas',
  'invitations.summary':
    'Dê a um hóspede um link pessoal que também mostra seus contatos e seu endereço ocultos durante a estadia.',
  'invitations.keywords':
    'convidar, convite, hóspede, email, e-mail, link pessoal, privado, particular, secreto, código da porta, senha da porta, fechadura, check-in, acesso, reserva',
  'invitations.suggestion': 'convite',
  'invitations.b0.text':
    'Na aba **Detalhes** do guia, cada número de telefone e o endereço podem ser **Sempre visível** ou **Oculto**. Os dados ocultos nunca aparecem pelo link de compartilhamento comum, pelo código QR nem pelo folheto. Um hóspede só os vê pelo próprio link de convite pessoal, e só enquanto o acesso dele estiver liberado.',
  'invitations.b1.i0': 'Abra **Convites** › **Início dos convites** no menu lateral e clique em **Criar convite**.',
  'invitations.b1.i1':
    'Escolha o **Guia**, digite o **Nome do hóspede** e o **E-mail do hóspede** e depois os horários de **Check-in** e **Check-out**.',
  'invitations.b1.i2':
    '**Acesso a partir de** e **Acesso até** são preenchidos automaticamente com base nas suas configurações; altere-os para este hóspede, se quiser.',
  'invitations.b1.i3':
    'Deixe **Enviar o e-mail de convite agora** marcado para enviar o link pessoal por e-mail e clique em **Criar convite**.',
  'invitations.b2.alt':
    'O formulário Criar convite com Guia, Nome do hóspede, E-mail do hóspede, Check-in, Check-out, Acesso a partir de e Acesso até, e a caixa Enviar o e-mail de convite agora marcada.',
  'invitations.b2.caption': 'Os horários estão no fuso horário do guia.',
  'invitations.b3.i0':
    'Antes de o acesso ser liberado, o hóspede vê o guia normal e quando o acesso dele será liberado; depois que o acesso termina, volta a ver o guia normal.',
  'invitations.b3.i1':
    'Clique em **Ver** em um convite para copiar o **Link pessoal**, **Reenviar** o e-mail ou **Revogar** o convite. Um link revogado não mostra mais os dados ocultos.',
  'invitations.b3.i2':
    '**Convites** › **Configurações** define a janela padrão: **Horas antes do check-in** (inicialmente 24) e **Horas depois do check-out** (12).',
  'invitations.b3.i3':
    '**Convites** › **Modelo** define o **Assunto** e a **Mensagem** do e-mail, com variáveis como {{guest_name}} e {{check_in}}. A mensagem deve conter {{link}}.',
  'invitations.action': 'Abrir o Início dos convites',

  'offline.title': 'Como os hóspedes usam o guia offline',
  'offline.summary': 'Depois de um acesso com conexão, o guia abre no celular do hóspede mesmo sem sinal.',
  'offline.keywords':
    'sem internet, sem sinal, sem conexão, sem rede, offline, modo avião, roaming, dados móveis, 4g, celular, telefone, cache, app, aplicativo',
  'offline.suggestion': 'offline',
  'offline.b0.text':
    'Em casas de campo ou com um chip estrangeiro, é comum ficar sem sinal bem na porta. O guia do hóspede foi feito para isso: na primeira vez que um hóspede abre seu link com conexão, o celular dele guarda o guia, as imagens e o próprio app.',
  'offline.b1.i0': 'A partir daí, o link abre sem nenhuma conexão, com o selo **Offline** ao lado do título.',
  'offline.b1.i1':
    'A pesquisa no guia, os blocos da tela “Info”, os tópicos, os contatos e a lista de lugares da tela “Mapa” funcionam offline.',
  'offline.b1.i2':
    'Quando o celular volta a ficar online, ele busca suas alterações mais recentes; a linha **Atualizado em** no cabeçalho mostra a data da cópia que está sendo lida.',
  'offline.b1.i3':
    'Se você gerar um novo link, os celulares descartam a cópia salva do link antigo na próxima vez que ficarem online.',
  'offline.b2.alt':
    'O guia do hóspede em um celular: o cabeçalho laranja com o título Seaside Cottage e a data da última atualização, o campo Pesquisar no guia, o texto de boas-vindas, as ações rápidas e, embaixo, os botões Início, Info, Mapa e Ajuda.',
  'offline.b2.caption': 'O que os hóspedes veem no celular.',
  'offline.b3.text':
    'Peça aos hóspedes que abram o link uma vez antes da viagem, por exemplo na confirmação da reserva. O fundo do mapa precisa de conexão; a lista de marcadores e os links deles, não.',

  'maps.title': 'Mapas e marcadores',
  'maps.summary': 'Marque a praia, a padaria e o ponto de ônibus e mostre o mapa no seu guia.',
  'maps.keywords':
    'mapa, marcador, pino, alfinete, localização, local, lugar, perto, próximo, arredores, restaurante, latitude, longitude, coordenadas, rota, como chegar',
  'maps.suggestion': 'mapa',
  'maps.b0.text':
    'Os mapas pertencem à sua conta, então um mapa da sua cidade pode servir a vários guias. Cada guia mostra no máximo um mapa.',
  'maps.b1.i0':
    'Abra a aba **Mapa** do guia e clique em **Adicionar mapa**. Digite um **Título do mapa** e clique em **Criar mapa**: o editor de mapa se abre.',
  'maps.b1.i1':
    'Clique no mapa para colocar um marcador ali ou clique em **Adicionar marcador** e digite a **Latitude** e a **Longitude**.',
  'maps.b1.i2':
    'Dê a cada marcador um **Nome** e, se quiser, uma **Categoria** e uma **Descrição**, e clique em **Salvar**. Um mapa comporta até 500 marcadores.',
  'maps.b1.i3':
    'De volta à aba **Mapa**, escolha o mapa em **Definir o mapa ativo deste guia** e clique em **Salvar**. **Desativar mapa** oculta o mapa dos hóspedes novamente.',
  'maps.b2.alt':
    'O editor de mapa: um mapa com três marcadores numerados e, abaixo, a tabela de marcadores com Harbour Lights, Gyllyngvase Beach e Pendennis Castle, com categoria, descrição, latitude e longitude.',
  'maps.b3.text':
    'Os hóspedes encontram os marcadores na tela **Mapa** do guia, como uma lista de lugares próximos, cada um com um link “Abrir no app de mapas” para ver a rota.',

  'analytics.title': 'Estatísticas: o que os hóspedes leem',
  'analytics.summary': 'Veja quantas vezes seu guia e cada tópico são abertos, hoje e nos últimos 30 dias.',
  'analytics.keywords':
    'estatísticas, métricas, visualizações, acessos, visitas, tráfego, audiência, gráfico, relatório, números, populares, mais lidos',
  'analytics.b0.text':
    'Abra a aba **Estatísticas** do guia para ver **Visualizações desde o início**, **Visualizações hoje**, **Visualizações ontem** e **Convites criados**, um gráfico das visualizações nos últimos 30 dias e, para cada categoria, uma tabela dos tópicos com **Total de visualizações** e **Visualizações hoje**.',
  'analytics.b1.alt':
    'A aba Estatísticas com os números Visualizações desde o início, Visualizações hoje, Visualizações ontem e Convites criados, e o gráfico das visualizações nos últimos 30 dias.',
  'analytics.b2.i0':
    'Uma visualização do guia é contada cada vez que um hóspede abre o guia; uma visualização de tópico, cada vez que ele abre aquele tópico.',
  'analytics.b2.i1': 'Os dias são contados no fuso horário do guia.',
  'analytics.b2.i2': 'Suas próprias prévias (“Abrir prévia”) não são contadas, nem a leitura offline.',
  'analytics.b2.i3': 'Nada sobre o hóspede é registrado: sem nomes, sem cookies, sem rastreamento.',
  'analytics.b2.i4': 'O **Painel** soma as visualizações de todos os seus guias.',
  'analytics.b3.text':
    'Um tópico com muitas visualizações pode ser uma dúvida que seu anúncio deveria responder antes da chegada; um tópico sem nenhuma talvez precise de um título mais claro.',

  'export-import.title': 'Exportar, importar e duplicar um guia',
  'export-import.summary':
    'Guarde um arquivo de backup de um guia, restaure-o como um novo guia ou copie um guia para outro imóvel.',
  'export-import.keywords':
    'backup, cópia de segurança, cópia, copiar, clonar, modelo, baixar, download, restaurar, recuperar, json, mover, transferir, migrar, dados',
  'export-import.b0.text': 'Abra a aba **Dados** do guia. Nada ali altera o guia em que você está.',
  'export-import.b1.alt':
    'A aba Dados com três painéis: Exportar, com o botão Exportar guia; Importar, com o botão Importar guia; e Duplicar, com o botão Duplicar guia.',
  'export-import.b2.i0':
    '**Exportar guia** baixa um arquivo .guide.json com o guia, suas categorias, tópicos e imagens. Guarde-o como backup.',
  'export-import.b2.i1':
    '**Importar guia** cria um novo guia a partir de um arquivo desses, nesta conta ou em outra, e o abre. As imagens dele são adicionadas à sua biblioteca de mídia. São aceitos arquivos de até 64 MB.',
  'export-import.b2.i2':
    '**Duplicar guia** faz uma cópia com todas as categorias e tópicos, com “(cópia)” no título, e a abre. A cópia usa as mesmas imagens da biblioteca e ganha o próprio link de compartilhamento.',
  'export-import.b3.text':
    'Administra vários imóveis parecidos? Termine um guia, duplique-o e altere só o que for diferente.',
  // calendar-feeds and import-stays
  'calendar-feeds.title': 'Conecte seus calendários do Airbnb, Vrbo e Booking.com',
  'calendar-feeds.summary':
    'Cada reserva no calendário de uma plataforma vira uma estadia com seu link pessoal, que acompanha a reserva quando ela muda ou é cancelada.',
  'calendar-feeds.keywords':
    'ical, ics, sincronização, calendário, feed, airbnb, vrbo, booking.com, reserva, estadia, cancelada, importar, automático, exportar, assinar, limpeza, google agenda, outlook, sincronizar agora',
  'calendar-feeds.b0.text':
    'Cada plataforma de reservas publica o calendário de cada anúncio em um endereço de exportação privado (iCal, terminado em .ics). Adicione esse endereço a um guia e o Guidebook o lê: cada reserva vira uma estadia, um convite com seu próprio link pessoal, as datas do hóspede e o que a plataforma informa sobre o hóspede. Na aba **Calendário** do guia, em **Adicionar um calendário**, cole o endereço em **Endereço do calendário**, dê a ele um **Rótulo** se quiser (Airbnb, por exemplo), marque **Cada evento é uma estadia** se cada evento desse calendário for uma reserva e clique em **Adicionar calendário**. Lá cada calendário aparece com seu status e seus números, **Sincronizar agora** e um botão para excluí-lo. Um cliente da API faz o mesmo com as chamadas calendar_feeds da referência da API.',
  'calendar-feeds.b1.i0':
    'Airbnb: no calendário do anúncio, abra Disponibilidade › Conectar calendários e copie o endereço em Exportar calendário. Cada evento “Reserved” vira uma estadia, com o código da reserva e os 4 últimos dígitos do telefone do hóspede. “Airbnb (Not available)” são datas que você bloqueou, não uma estadia.',
  'calendar-feeds.b1.i1':
    'Vrbo: abra Calendário › Importar/Exportar e copie o endereço de exportação. Cada evento “Reserved - Nome” vira uma estadia no nome desse hóspede; “Blocked” são datas bloqueadas.',
  'calendar-feeds.b1.i2':
    'Booking.com: abra Tarifas e disponibilidade › Sincronizar calendários e copie o endereço de exportação. Cada evento (“CLOSED - Not available”) vira uma estadia, porque a exportação não tem mais nada: o nome do hóspede não aparece.',
  'calendar-feeds.b1.i3':
    'Qualquer outro calendário: cada evento é uma estadia, exceto os intitulados Blocked ou Not available. Com **Cada evento é uma estadia** marcado, cada evento do calendário, seja qual for o título, é uma estadia.',
  'calendar-feeds.b2.text':
    'Um calendário é lido assim que é adicionado ou que seu endereço muda, e depois a cada 15 minutos (CALENDAR_SYNC_MINUTES no servidor pode definir outro intervalo). **Sincronizar agora**, ao lado de cada calendário na aba Calendário, o lê na hora e mostra o resultado. O check-in de uma reserva é o dia de chegada no **Horário de check-in** do guia, e o check-out o dia da partida no **Horário de check-out**, no **Fuso horário** do guia (15:00 e 11:00 quando o guia não os tem).',
  'calendar-feeds.b3.i0':
    'Na aba Calendário, cada calendário mostra quando foi lido pela última vez (**Ainda não lido** antes da primeira leitura), quantas estadias essa leitura criou, alterou e cancelou, e seu status: **Lido sem problemas**, ou uma frase que diz o que deu errado.',
  'calendar-feeds.b3.i1':
    '“O endereço respondeu 404 Not Found” (ou outra resposta): a plataforma não conhece mais esse endereço, muitas vezes porque o endereço de exportação foi renovado. Copie o novo.',
  'calendar-feeds.b3.i2':
    '“Não é um ficheiro de calendário”: o endereço abre uma página da web, não um calendário. Copie o próprio endereço de exportação, não o do anúncio ou da página do calendário.',
  'calendar-feeds.b3.i3':
    '“Não foi possível aceder ao calendário em 10 s”: a plataforma não respondeu a tempo. A próxima leitura tenta de novo.',
  'calendar-feeds.b3.i4':
    '“Este endereço não é acessível a partir da internet”: o endereço aponta para uma rede privada ou local, que o Guidebook nunca lê.',
  'calendar-feeds.b3.i5':
    '“2 eventos ignorados: sem UID” e parecidos: alguns eventos não podem ser usados (sem UID, sem data de início, um fim antes do início, um evento que se repete). Os demais são lidos normalmente.',
  'calendar-feeds.b4.i0':
    'Uma reserva cujas datas mudam move sua estadia, com o período de acesso e o momento em que o código da porta aparece.',
  'calendar-feeds.b4.i1':
    'Uma reserva que sai do calendário (cancelada) cancela sua estadia se ela ainda não começou: a estadia aparece como Cancelada e seu link pessoal é fechado. Se a reserva voltar, a estadia é reaberta.',
  'calendar-feeds.b4.i2':
    'Uma estadia cujo check-in já passou nunca é alterada por um calendário, e as mudanças que você faz em uma estadia são mantidas; só as datas acompanham o calendário.',
  'calendar-feeds.b5.text':
    'Um calendário com falha nunca apaga uma estadia: quando o endereço responde com um erro, uma página da web, um arquivo vazio ou grande demais, ou algo que não é um calendário, cada estadia fica como está e o status diz por quê. Remover um calendário também mantém suas estadias.',
  'calendar-feeds.b6.text':
    'A mesma aba também entrega as estadias do guia a outros apps, para o seu próprio calendário ou o do profissional de limpeza: em **Endereço do calendário para outros apps**, clique em **Criar um endereço**, depois em **Copiar endereço**, e assine-o no Google Agenda, no Calendário da Apple ou no Outlook.',
  'calendar-feeds.b7.i0':
    'Cada estadia é um evento do check-in ao check-out com o nome do hóspede, o número de hóspedes e a referência da reserva; nunca códigos da porta nem endereços de e-mail. As estadias canceladas ficam de fora.',
  'calendar-feeds.b7.i1':
    'O endereço é secreto: quem o tem pode lê-lo. **Criar um novo endereço** o substitui, e o antigo para de funcionar na hora: cada calendário que o assinou precisa do novo.',
  'import-stays.title': 'Importe estadias de um arquivo CSV',
  'import-stays.summary': 'Crie muitas estadias de um guia de uma vez a partir de uma planilha: todas ou nenhuma.',
  'import-stays.keywords':
    'csv, planilha, excel, em massa, enviar, importar, estadias, reservas, hóspedes, linhas, colunas',
  'import-stays.b0.text':
    'As reservas mantidas em uma planilha viram estadias de uma vez: salve-a como arquivo CSV, abra a aba **Calendário** do guia e, em **Importar estadias de um arquivo CSV**, clique em **Escolher um arquivo CSV**. **Baixar um arquivo de exemplo** dá um arquivo com a linha de cabeçalho e duas estadias para começar. Cada linha vira uma estadia com seu próprio link pessoal. Um cliente da API envia o arquivo com a chamada invitations/import.',
  'import-stays.b1.i0':
    'A primeira linha é a linha de cabeçalho, com os nomes das colunas: guest_name, check_in e check_out são obrigatórias; guest_email, guest_phone, guests, reference, language e door_code podem faltar. As colunas podem vir em qualquer ordem.',
  'import-stays.b1.i1':
    'Os valores são separados por vírgulas ou por ponto e vírgula, como na linha de cabeçalho. Salve o arquivo em UTF-8, com ou sem BOM (“CSV UTF-8” nas planilhas).',
  'import-stays.b1.i2':
    'As datas são escritas 2026-12-12, no fuso horário do guia: o check-in recebe então o **Horário de check-in** do guia e o check-out seu **Horário de check-out**. Escreva 2026-12-12 16:30 para indicar outro horário.',
  'import-stays.b1.i3':
    'guests é o número de hóspedes, language o idioma do hóspede (en, fr, pt-BR), door_code tem no máximo 100 caracteres e só aparece para o hóspede pelo link pessoal.',
  'import-stays.b1.i4': 'Um arquivo tem no máximo 2.000 estadias e 5 MB.',
  'import-stays.b2.text': 'Um pequeno exemplo, três linhas de um arquivo:',
  'import-stays.b3.i0': 'guest_name,guest_email,check_in,check_out,guests,reference',
  'import-stays.b3.i1': 'Ana Silva,ana@example.com,2026-12-12,2026-12-15,2,HMX42',
  'import-stays.b3.i2': 'Tom Berg,,2026-12-18 18:00,2026-12-20,1,',
  'import-stays.b4.text':
    'Tudo ou nada: quando uma linha está errada, nada é importado e a resposta diz a linha e a coluna, por exemplo “Linha 7, check_out: O check-out deve ser depois do check-in.” Corrija essa linha e envie o arquivo inteiro de novo. Um ficheiro enviado de novo não cria uma segunda estadia: uma linha cuja referência já é a de uma estadia do guia atualiza essa estadia (as suas datas deslocam o período de acesso na mesma medida; as colunas do ficheiro substituem as da estadia, uma célula vazia apaga um valor e as colunas que o ficheiro não tem são mantidas). As linhas sem referência são sempre estadias novas.',
  // door-codes
  'door-codes.title': 'Códigos da porta: mostrados a cada hóspede na hora certa',
  'door-codes.summary':
    'O código da porta de uma estadia aparece só no link pessoal do hóspede, a partir da hora que você escolher até o fim do acesso.',
  'door-codes.keywords':
    'código da porta, código, fechadura, teclado, fechadura inteligente, código de acesso, cofre de chaves, chegada, segredo, códigos de campo, marcadores',
  'door-codes.b0.text':
    'Cada estadia pode ter o seu próprio código da porta (no máximo 100 caracteres). Em **Convites** › **Início dos convites**, abra uma estadia com o botão **Ver** e depois a aba **Estadia**: preencha **Código da porta** e, para a hora a partir da qual ele aparece, **Código visível a partir de**, e clique em **Salvar**. Uma importação CSV o informa na coluna door_code, um cliente da API com door_code e door_code_from. Os calendários das plataformas não trazem códigos da porta.',
  'door-codes.b1.i0':
    'O hóspede o vê na aba Início do link pessoal: “Código da porta 4711, a partir de sex., 12 de dez., 15:00”, no fuso horário do guia e no idioma do hóspede.',
  'door-codes.b1.i1':
    'Antes dessa hora, o hóspede vê quando o código vai aparecer. Se **Código visível a partir de** estiver vazio (sem door_code_from), ele aparece quando o período de acesso da estadia começa.',
  'door-codes.b1.i2':
    'Quando o período de acesso termina, o código desaparece, inclusive da cópia que o celular do hóspede guarda para uso offline.',
  'door-codes.b1.i3':
    'Ele nunca aparece no link de compartilhamento, na busca, no PDF do manual da casa, no folheto, nas estatísticas nem nos logs do servidor.',
  'door-codes.b2.text':
    'Escreva {{door_code}} em um tópico (em Informações de chegada, por exemplo) para dar o código com as suas palavras. Pelo link pessoal de uma estadia, ele vira o código dessa estadia enquanto é mostrado (antes, “disponível a partir de …”); em qualquer outro lugar, aparecem palavras neutras, nunca chaves. {{guest_first_name}}, {{guest_name}}, {{check_in}}, {{check_out}}, {{guests}}, {{reference}}, {{wifi_name}}, {{wifi_password}}, {{check_in_time}} e {{check_out_time}} funcionam do mesmo jeito.',
  'door-codes.b3.text':
    'O mais seguro é um código que muda a cada reserva: o link de um hóspede anterior deixa de mostrá-lo quando a estadia dele termina.',

  // timed-messages
  'timed-messages.title': 'Enviar mensagens agendadas aos seus hóspedes',
  'timed-messages.summary':
    'Regras que enviam um e-mail a cada hóspede no momento certo da estadia, no seu idioma, cada mensagem exatamente uma vez.',
  'timed-messages.keywords':
    'e-mail automático, mensagem agendada, lembrete, boas-vindas, instruções de check-in, código da porta, pedido de avaliação, agradecimento, regras',
  'timed-messages.b0.text':
    'Uma regra de mensagem contém um e-mail e diz quando é enviado; cada estadia do seu guia (ou de todos os guias) recebe-o nesse momento, preenchido com os seus dados. As regras ficam em **Convites** › **Mensagens**, na barra lateral: a tabela lista-as, cada uma com um interruptor **Ativa**, um botão **Editar** e um botão para a excluir. Clique em **Nova regra**, dê-lhe um **Nome**, escolha o **Guia** (ou **Todos os guias**) e **Quando** é enviado, com os **Dias** e a **Hora de envio**, escreva o e-mail e clique em **Salvar**. Os clientes da API usam em vez disso as chamadas message_rules.',
  'timed-messages.b1.i0':
    '**Quando a reserva é confirmada**: assim que a estadia é adicionada, à mão, a partir de um ficheiro CSV ou de um calendário.',
  'timed-messages.b1.i1':
    '**Dias antes do check-in**: um número de dias (0 a 60) antes do dia do check-in, à hora que escolher.',
  'timed-messages.b1.i2': '**No dia do check-in**: à hora que escolher.',
  'timed-messages.b1.i3':
    '**Dias depois do check-out**: um número de dias depois do dia do check-out, à hora que escolher, para um agradecimento ou um pedido de avaliação.',
  'timed-messages.b2.text':
    'As horas são a hora local do guia no seu **Fuso horário**, também nos dias de mudança da hora. Escreva o **Assunto** e a **Mensagem** no idioma predefinido do guia e, se quiser, nas abas dos seus outros idiomas: cada hóspede recebe o idioma da sua estadia quando a regra o tem, senão o predefinido. Em **Códigos de campo**, um clique insere um código onde está o cursor; códigos como {{guest_first_name}}, {{check_in}} e {{door_code}} são preenchidos no envio, e **Pré-visualização** mostra o e-mail como o próximo hóspede do guia o vai ler (com valores de exemplo quando não há estadia prevista). A ligação pessoal do hóspede é acrescentada no fim, a menos que o texto a coloque com {{link}}. As respostas vão para o e-mail do proprietário do espaço de trabalho. Em **Convites** › **Início dos convites**, o botão **Ver** de uma estadia abre a aba **Mensagens**, que lista cada mensagem e o seu estado (a chamada invitations/messages da API):',
  'timed-messages.b3.i0': 'Agendada: é enviada à hora indicada.',
  'timed-messages.b3.i1':
    'Enviada: foi enviada, uma vez. **Enviar agora** envia-a de novo de propósito (a chamada invitations/messages/send_now da API).',
  'timed-messages.b3.i2':
    'À espera do e-mail do hóspede: a estadia ainda não tem e-mail (os calendários não o trazem). Adicione um e a mensagem é enviada, se o hóspede ainda não tiver feito o check-out.',
  'timed-messages.b3.i3':
    'Ignorada: a sua hora já tinha passado quando a estadia foi adicionada e o hóspede já tinha feito o check-in. Uma estadia adicionada tarde mas antes do check-in recebe a mensagem de imediato.',
  'timed-messages.b3.i4':
    'Cancelada: a estadia foi cancelada ou revogada, ou a regra foi desativada ou eliminada. Ativar de novo a regra volta a agendar as suas mensagens.',
  'timed-messages.b4.text':
    'Uma estadia movida move as suas mensagens, e uma regra alterada reagenda cada mensagem que ainda não enviou. Sejam quantos forem os servidores com o Guidebook, e mesmo que um pare durante um envio, cada hóspede recebe cada mensagem uma vez.',

  // webhooks
  'webhooks.title': 'Avise as suas outras ferramentas: webhooks',
  'webhooks.summary':
    'O seu gestor de canais, serviço de fechaduras inteligentes ou scripts sabem de imediato, em pedidos assinados, quando é adicionada uma estadia, enviada uma mensagem ou alterado um guia.',
  'webhooks.keywords':
    'integração, zapier, pms, callback, notificação, eventos, http post, assinatura, hmac, standard webhooks, api',
  'webhooks.b0.text':
    'Um webhook é um endereço de outro serviço que o Guidebook chama (um HTTP POST com JSON) sempre que acontece um dos seus eventos: invitation.created, invitation.updated, invitation.cancelled, request.created, request.answered, feedback.created, message.sent, message.failed, guide.published, calendar_feed.failed. Os proprietários e administradores configuram-nos em **Minha conta** › **Webhooks** na barra lateral (ou com as chamadas webhooks da API, com sessão iniciada): ao adicionar um endpoint, o segredo de assinatura (whsec_…) é mostrado uma única vez, **Enviar evento de teste** experimenta-o e **Entregas** lista cada tentativa com **Reenviar**. O recetor responde 2xx em 10 segundos; 5xx, 408, 429, tempos esgotados e ligações recusadas são repetidos cerca de 8 vezes em 24 horas, e após 50 falhas seguidas o webhook é desativado e recebe um e-mail. Cada pedido traz os cabeçalhos webhook-id, webhook-timestamp e webhook-signature (Standard Webhooks). Verifique-os antes de confiar no conteúdo, em Node ou em Python:',
  'webhooks.b1.i0': 'npm install standardwebhooks',
  'webhooks.b1.i1': 'import { Webhook } from "standardwebhooks"; const wh = new Webhook(process.env.WEBHOOK_SECRET);',
  'webhooks.b1.i2': 'const event = wh.verify(rawBody, req.headers); // throws when the signature or timestamp is wrong',
  'webhooks.b2.i0': 'pip install standardwebhooks',
  'webhooks.b2.i1': 'from standardwebhooks.webhooks import Webhook; wh = Webhook(os.environ["WEBHOOK_SECRET"])',
  'webhooks.b2.i2': 'event = wh.verify(request.get_data(), request.headers)  # raises WebhookVerificationError',
  'webhooks.b3.text':
    'O mesmo evento pode chegar duas vezes (após uma nova tentativa ou um reenvio): guarde os valores webhook-id já tratados e ignore os repetidos.',
  'white-label.title': 'White label: seu nome nos e-mails e impressos',
  'white-label.summary':
    'Envie os e-mails aos hóspedes com o seu nome, adicione seu rodapé e oculte o nome do produto.',
  'white-label.keywords': 'revendedor, marca, remetente, de, rodapé, assinatura, agência, sem marca, powered by',
  'white-label.b0.text':
    'Em **Minha conta**, **White label (revenda)** reúne o que seus hóspedes veem de você no lugar do produto. Somente o proprietário e os administradores do espaço de trabalho podem alterá-lo.',
  'white-label.b1.i0':
    'Digite um **Nome do remetente**, como a sua empresa. Convites, mensagens programadas e respostas a solicitações chegam com esse nome; as respostas dos seus hóspedes vão para o e-mail do proprietário do espaço de trabalho.',
  'white-label.b1.i1':
    'Escreva um **Rodapé dos e-mails**: seu endereço, telefone ou site. Ele é adicionado ao final de cada e-mail aos seus hóspedes.',
  'white-label.b1.i2':
    'Ative **Ocultar o nome do produto** para que nenhum nome ou link do produto apareça no guia do hóspede, no ícone do app, no folheto, no manual da casa (também dentro do PDF) ou nos e-mails. Sem nome do remetente, os e-mails chegam então com o nome do seu espaço de trabalho.',
  'white-label.b1.i3': 'Clique em **Salvar**. A mudança vale na hora, também para guias que os hóspedes já abriram.',
  'white-label.b2.text':
    'Os e-mails continuam saindo do endereço deste servidor: só muda o nome que seus hóspedes veem, para não serem marcados como spam.',
  'white-label.action': 'Abrir marca branca',

  // own-domain
  'own-domain.title': 'Links legíveis e seu próprio domínio',
  'own-domain.summary':
    'Dê aos seus guias links que os hóspedes conseguem ler, como guia.sua-casa.com.br/casa-de-praia, em um domínio seu.',
  'own-domain.keywords':
    'slug, nome do link, domínio personalizado, URL, endereço, DNS, CNAME, registro TXT, registro A, verificar, HTTPS, SSL, certificado, subdomínio',
  'own-domain.b0.text':
    'Cada guia tem um link legível: o endereço do servidor, o nome do link do seu espaço de trabalho e depois o do guia, como …/villa-rosa/casa-de-praia. O do espaço de trabalho é definido em **Minha conta** › **White label (revenda)**, na seção **O nome do link do seu espaço de trabalho**, e o de um guia na aba **Compartilhamento rápido** dele, em **Nome do link**. Um nome do link tem de 3 a 60 letras minúsculas, algarismos e hífenes, e nenhum outro espaço de trabalho pode ter o seu. Depois de uma alteração, o link antigo leva ao novo durante 90 dias; o link para hóspedes com o código continua funcionando.',
  'own-domain.b1.i0':
    'Na mesma tela, em **Seu próprio domínio**, digite um domínio que seja seu, como guia.sua-casa.com.br, e pressione **Salvar domínio**. Somente o proprietário e os administradores do espaço de trabalho podem defini-lo.',
  'own-domain.b1.i1':
    'No seu provedor de DNS, adicione os registros listados em **Registros DNS a adicionar** (cada botão **Copiar** copia um valor): um registro TXT chamado _guidebook-verify.guia.sua-casa.com.br com o token mostrado, e um registro CNAME apontando para este servidor. Um domínio sem subdomínio não pode ter CNAME: use o registro ALIAS (ANAME) do seu provedor ou um registro A com o endereço IP do servidor.',
  'own-domain.b1.i2':
    'Pressione **Verificar**. O servidor consulta o registro TXT: o **Status** passa para verificado, ou **Última verificação** diz por que não (ainda não há registro, há um registro sem este token, o DNS não respondeu). Registros novos podem levar de minutos a horas para aparecer; pressione **Verificar** de novo mais tarde.',
  'own-domain.b1.i3': 'Depois de verificado, **Endereço para hóspedes** mostra onde seus hóspedes abrem seus guias.',
  'own-domain.b2.text':
    'A partir daí, os hóspedes abrem um guia em guia.sua-casa.com.br/casa-de-praia: o link de compartilhamento, o código QR, o folheto, o PDF e os e-mails levam todos o seu domínio. A página inicial do domínio lista seus guias publicados, ou abre o guia quando há apenas um. Ali só respondem os guias do seu espaço de trabalho, nunca o aplicativo de administração nem os guias de outro espaço de trabalho. **Remover domínio** leva os hóspedes de volta ao endereço do próprio servidor.',
  'own-domain.b3.text':
    'O aplicativo não cria certificados HTTPS por conta própria: o proxy reverso na frente do servidor (como o Caddy) obtém um para cada domínio verificado, depois que quem administra o servidor o configura. Se o seu domínio mostrar um aviso de certificado, avise quem administra o seu servidor.',
  'own-domain.action': 'Abrir white label',

  // agencies
  'agencies.title': 'Agências: um espaço de trabalho por cliente',
  'agencies.summary':
    'Gerencie guias de vários proprietários com um só login, cada cliente em um espaço de trabalho próprio.',
  'agencies.keywords':
    'agência, cliente, proprietário, administradora de imóveis, várias contas, alternar, organização, empresa, repassar, transferir, excluir espaço de trabalho',
  'agencies.b0.text':
    'Um espaço de trabalho tem seus próprios guias, biblioteca de mídia, identidade visual, domínio, configurações de white label, membros e tokens de API; nada é compartilhado entre espaços de trabalho. Sua conta começa com o seu espaço de trabalho pessoal e pode ter até 50 espaços de trabalho (o limite padrão do servidor).',
  'agencies.b1.i0':
    'Pressione **Novo espaço de trabalho** na barra superior (no celular, no seu menu de usuário), digite o **Nome** do cliente e pressione **Criar espaço de trabalho**. Você é o proprietário do novo espaço de trabalho e já trabalha nele.',
  'agencies.b1.i1':
    'Alterne entre espaços de trabalho com a lista **Espaço de trabalho** da barra superior. O que você vê e altera pertence ao espaço de trabalho escolhido ali, e a lista de **Guias digitais** o indica.',
  'agencies.b1.i2':
    'Convide sua equipe ou o cliente em **Acesso de usuários**, como no seu próprio espaço de trabalho. O papel de um membro vale só para aquele espaço de trabalho.',
  'agencies.b2.text':
    'Para repassar um espaço de trabalho ao cliente, abra nele **Acesso de usuários** e, em **Transferir a propriedade**, escolha um membro ativo como **Novo proprietário** e confirme. Ele recebe um e-mail com um link para aceitar; depois que aceita, o espaço de trabalho é dele e você continua nele como administrador. Uma nova transferência substitui a que ainda está pendente.',
  'agencies.b3.text':
    '**Excluir espaço de trabalho**, na mesma página, exclui um espaço de trabalho vazio (sem guias nem arquivos na biblioteca) com seus membros, tokens de API e identidade visual; só o proprietário pode fazer isso. Seu espaço de trabalho pessoal não pode ser repassado nem excluído.',
  'agencies.action': 'Abrir Acesso de usuários',
  'guest-requests.title': 'Pedidos dos hóspedes: check-in antecipado, check-out tardio e mais',
  'guest-requests.summary':
    'Os hóspedes pedem pelo link pessoal; você aprova ou recusa em um só lugar, e um horário aprovado altera a estadia.',
  'guest-requests.keywords':
    'pedido, check-in antecipado, check-out tardio, extras, aprovar, recusar, caixa de entrada, aprovação automática, preço',
  'guest-requests.b0.text':
    'Os hóspedes fazem pedidos na tela inicial do link pessoal da estadia enquanto o período de acesso está aberto; o link público não permite pedidos. O que eles podem pedir é definido em **Convites** › **Pedidos**, em **O que os hóspedes podem pedir**: todo espaço de trabalho começa com **Check-in antecipado** e **Check-out tardio**, desativados. Ative **Ativado** nos que você oferece. **Adicionar tipo de pedido** adiciona os seus (toalhas, um berço, um traslado do aeroporto): um nome e uma descrição em cada idioma dos seus guias, um preço em texto como “R$ 50” (nada é cobrado) e os guias em que é oferecido. Ao lado de cada tipo ficam **Editar** e **Excluir**; os pedidos já enviados mantêm o nome do seu tipo. Clientes da API fazem o mesmo com as chamadas request_types.',
  'guest-requests.b1.i0':
    '**Pendente**: o pedido aguarda você. O item **Pedidos** na barra lateral mostra quantos estão esperando, e você recebe um e-mail a cada pedido novo.',
  'guest-requests.b1.i1':
    '**Aprovado**: um check-in antecipado muda o check-in da estadia para o horário pedido, e o período de acesso e o código da porta na mesma medida; um check-out tardio muda o check-out e o fim do período. As mensagens programadas acompanham os novos horários.',
  'guest-requests.b1.i2': '**Recusado**: a estadia continua como estava.',
  'guest-requests.b1.i3': '**Cancelado**: a estadia foi cancelada.',
  'guest-requests.b2.text':
    'Abra **Convites** › **Pedidos**, escreva uma resposta se quiser e toque em **Aprovar** ou **Recusar**. O hóspede vê a resposta e sua mensagem no guia e a recebe por e-mail quando a estadia tem e-mail, no idioma da estadia. Uma mudança que se sobreporia a outra estadia do mesmo guia é recusada: altere primeiro a outra estadia.',
  'guest-requests.b3.text':
    'Com **Aprovação automática**, um check-in antecipado é aprovado na hora quando nenhuma outra estadia do guia termina nesse dia, e um check-out tardio quando nenhuma começa nesse dia. Caso contrário, o pedido aguarda você como sempre.',
  'guest-feedback.title': 'Avaliações dos hóspedes e links de avaliação',
  'guest-feedback.summary':
    'Após a estadia, os hóspedes a avaliam com 1 a 5 estrelas pelo link pessoal, e hóspedes satisfeitos são levados às suas páginas de avaliação.',
  'guest-feedback.keywords':
    'avaliação, estrelas, comentário, obrigado, avaliação no Airbnb, avaliação no Google, avaliação no Booking.com, satisfação, pesquisa',
  'guest-feedback.b0.text':
    'Do check-out até 14 dias depois, o link pessoal de uma estadia mostra **Obrigado e avaliação**: o hóspede escolhe de 1 a 5 estrelas, pode adicionar um comentário e toca em **Enviar avaliação**. O guia mostra isso em **Início** como **Como foi a estadia?**, na aba **Info** (dentro da sua categoria **Thank You & Feedback**, ou como um bloco próprio) e onde {{feedback_link}} leva. O link público de compartilhamento não tem formulário: as avaliações chegam só pelo link próprio de uma estadia, então cada resposta pertence a uma estadia.',
  'guest-feedback.b1.i0':
    'Uma resposta por estadia. Uma segunda resposta em até 24 horas após a primeira a substitui (o hóspede toca em **Alterar minha resposta**); depois disso, ela fica como foi dada.',
  'guest-feedback.b1.i1':
    'Antes do check-out, o link informa quando as avaliações abrem; uma estadia cancelada ou revogada não recebe avaliações.',
  'guest-feedback.b1.i2':
    'Após 4 ou 5 estrelas, o hóspede vê seus links de avaliação: **Avaliar no Airbnb**, **Avaliar no Google** e **Avaliar no Booking.com**, os que você definiu.',
  'guest-feedback.b2.text':
    'Abra o guia e a aba **Avaliações**: a nota média e o número de avaliações, depois cada resposta com o hóspede, as datas da estadia e o comentário, da mais recente para a mais antiga. Em **Links de avaliação**, cole os endereços das suas páginas de avaliação (começando com http:// ou https://) e toque em **Salvar links de avaliação**; um campo vazio significa nenhum link. Clientes da API usam as chamadas feedback/list e guides/review_links, e um webhook inscrito em feedback.created recebe cada resposta.',
  'guest-feedback.b3.text':
    'Coloque {{feedback_link}} em uma regra de mensagem enviada **Dias após o check-out** (1 dia, pela manhã): o e-mail abre direto a tela de avaliação, e o link simples então não é adicionado no final.',
} satisfies CompleteHelpCatalog;
