/**
 * Los artículos del Centro de ayuda en español (las claves de en/help.ts), con tuteo, según
 * GLOSSARY.md (huésped, tema, biblioteca multimedia, imagen de marca, enlace para compartir, código QR,
 * folleto, Manual de la casa; pestañas Detalles, Contenido, Mapa, Compartir rápido, Datos,
 * Estadísticas; menús Guías digitales, Biblioteca multimedia, Invitaciones › Inicio de invitaciones /
 * Plantilla / Configuración, Panel).
 *
 * Etiquetas de la interfaz citadas en **negrita** que el glosario aún no fija: la traducción de la
 * app de administración debería usar estas mismas palabras (o este archivo, las suyas).
 * Title → Título · Postal code → Código postal · Country → País · Timezone → Zona horaria ·
 * Start with the ten standard categories → Empezar con las diez categorías estándar (messages) ·
 * Create Guide → Crear guía · Your Guides → Tus guías · Edit → Editar ·
 * Updating Guide → Editar guía · Welcome text → Texto de bienvenida ·
 * Add Category → Añadir categoría · Save Category → Guardar categoría · Add Topic → Añadir tema ·
 * Edit Topic → Editar tema · Choose image → Elegir imagen ·
 * Topic Featured Image → Imagen destacada del tema · Topic Content → Contenido del tema ·
 * Topic Status → Estado del tema · Published / Draft → Publicado / Borrador · Create → Crear ·
 * Upload File → Subir archivo · Go Back → Volver · All Files → Todos los archivos ·
 * Manage Your Images → Gestionar tus imágenes · Select from Library → Elegir de la biblioteca ·
 * Upload New File → Subir archivo nuevo · Choose logo → Elegir logotipo · Font → Fuente ·
 * Colour → Color · Save Branding → Guardar imagen de marca · Copy link → Copiar enlace ·
 * Open example view → Abrir vista previa · Regenerate link → Regenerar enlace ·
 * Download PNG / SVG → Descargar PNG / Descargar SVG · Flyer PDF (A4) → Folleto PDF (A4) ·
 * Flyer PDF (US Letter) → Folleto PDF (US Letter) · Guide PDF → PDF de la guía ·
 * Visible Always / Hidden → Siempre visible / Oculto · Create Invitation → Crear invitación ·
 * Guide → Guía · Guest name → Nombre del huésped · Guest e-mail → Correo electrónico del huésped ·
 * Check-in / Check-out → Entrada / Salida (glosario) · Access from / Access to → Acceso desde /
 * Acceso hasta · Send the invitation e-mail now → Enviar ahora el correo de invitación ·
 * View → Ver · Personal link → Enlace personal · Resend e-mail → Reenviar (glosario: Resend;
 * messages: «Usa Reenviar más tarde») · Revoke → Revocar · Hours before check-in → Horas antes de
 * la entrada · Hours after check-out → Horas después de la salida · Subject → Asunto ·
 * Message → Mensaje · Add Map → Añadir mapa · Map Title → Título del mapa · Create Map → Crear mapa ·
 * Add Pin → Añadir marcador · Latitude / Longitude → Latitud / Longitud · Name / Category /
 * Description → Nombre / Categoría / Descripción · All-Time Views → Visitas acumuladas ·
 * Views Today → Visitas de hoy · Views Yesterday → Visitas de ayer ·
 * Invites Created → Invitaciones creadas · Total Views → Visitas totales ·
 * Export Guide → Exportar guía · Import Guide → Importar guía · Duplicate Guide → Duplicar guía.
 * (Guía para huéspedes: las palabras de guest.ts, p. ej. Sin conexión, Actualizada el, Inicio,
 * Info, Ayuda, Abrir en mapas.)
 *
 * Las diez categorías estándar y los ejemplos de las capturas (Seaside Cottage, Arrival
 * Information…) son contenido: los textos alternativos los citan como aparecen en las capturas.
 */
import type { CompleteHelpCatalog } from '../../src/help.ts';

export default {
  notTranslated: 'Este artículo aún no está traducido a tu idioma, así que se muestra en inglés.',
  'section.build': 'Crea tu guía',
  'section.share': 'Comparte con tus huéspedes',
  'section.insight': 'Huéspedes y estadísticas',

  'getting-started.title': 'Primeros pasos: tu primera guía',
  'getting-started.summary': 'Crea una guía para tu alojamiento y complétala pestaña por pestaña.',
  'getting-started.keywords':
    'nueva guía, crear, empezar, comenzar, primeros pasos, configurar, configuración, alojamiento, propiedad, apartamento, casa, bienvenida, zona horaria',
  'getting-started.b0.text':
    'Una guía reúne todo lo que un huésped necesita saber de un alojamiento: cómo entrar, el WiFi, las normas de la casa, los sitios de los alrededores. Los huéspedes la abren en su teléfono desde un enlace o un código QR; nunca necesitan una cuenta.',
  'getting-started.b1.i0':
    'Abre **Guías digitales** en la barra lateral y haz clic en **Añadir guía** (el Panel tiene el mismo botón).',
  'getting-started.b1.i1':
    'Ponle a la guía un **Título** (hasta 60 caracteres) y rellena la dirección, el **Código postal**, el **País** y la **Zona horaria**. Las horas de las invitaciones y de las estadísticas usan esta zona horaria.',
  'getting-started.b1.i2':
    'Deja marcada la opción **Empezar con las diez categorías estándar** para partir de las secciones habituales: preparación del viaje, información de llegada, WiFi e internet y las demás. Cada una incluye temas iniciales guardados como borradores: completa las partes [entre corchetes] y luego publícalos. Cambia el nombre o elimina lo que no necesites.',
  'getting-started.b1.i3':
    'Haz clic en **Crear guía**. Tu guía aparece en **Tus guías**; haz clic en su botón Editar para abrirla.',
  'getting-started.b2.text':
    'La guía se abre con siete pestañas: **Detalles** (datos de contacto, dirección, texto de bienvenida e imagen de marca), **Contenido** (categorías y temas), **Mapa**, **Calendario** (los calendarios de las plataformas de reservas, la importación de estancias desde un archivo CSV y la dirección del calendario para otras apps), **Compartir rápido** (enlace, código QR, folleto y PDF), **Datos** (exportar, importar, duplicar) y **Estadísticas**.',
  'getting-started.b3.alt':
    'La pantalla de edición de la guía, titulada «Editar guía: Seaside Cottage», con las pestañas Detalles, Contenido, Mapa, Compartir rápido, Datos y Estadísticas, y debajo el formulario de Detalles.',
  'getting-started.b3.caption': 'Todas las guías tienen las mismas pestañas.',
  'getting-started.b4.text':
    'Escribe el **Texto de bienvenida** en la pestaña Detalles: es lo primero que leen los huéspedes en la pantalla Inicio de la guía.',
  'getting-started.b5.text':
    '**Acciones en bloque**: marca guías en la lista, o **Seleccionar todas las guías que coinciden** para tomar todas las que encuentran tu búsqueda y tu etiqueta, y elige en **Acciones en bloque**: añadir o quitar una etiqueta, aplicar la marca del espacio de trabajo, duplicar o eliminar. Cada acción cambia todas las guías elegidas, o ninguna si una no se puede cambiar; para eliminar, primero escribes el número de guías.',
  'getting-started.b6.text':
    'Limita a un miembro del equipo por etiquetas: en **Dar acceso a usuarios**, desactiva **Todas las guías** y escribe una etiqueta como Lisboa. El miembro trabaja en cada guía con esa etiqueta, también en las que etiquetes después, y deja de ver una guía en cuanto quitas la etiqueta.',
  'getting-started.action': 'Añadir una guía',

  'writing-topics.title': 'Escribe categorías y temas',
  'writing-topics.summary':
    'Organiza la guía en categorías y escribe un tema para cada cosa que suelen preguntar los huéspedes.',
  'writing-topics.keywords':
    'contenido, página, artículo, sección, apartado, texto, editor, borrador, publicar, orden, ordenar, reordenar, mover, icono, categoría, tema',
  'writing-topics.b0.text':
    'En la pestaña **Contenido**, una guía es una lista de categorías (por ejemplo, Información de llegada), cada una con sus temas (por ejemplo, Recoger las llaves). Los huéspedes ven las categorías como tarjetas en la pantalla Info de la guía.',
  'writing-topics.b1.i0':
    'Haz clic en **Añadir categoría**, escribe un **Título**, elige un icono y haz clic en **Guardar categoría**.',
  'writing-topics.b1.i1': 'Abre la categoría y haz clic en **Añadir tema**.',
  'writing-topics.b1.i2':
    'Ponle al tema un **Título**, haz clic en **Elegir imagen** para escoger su **Imagen destacada del tema** (todos los temas necesitan una) y escribe el **Contenido del tema**: puedes usar encabezados, listas, enlaces, imágenes y vídeos.',
  'writing-topics.b1.i3':
    'Cambia el **Estado del tema** a Publicado cuando esté listo, o déjalo como borrador, y haz clic en **Crear**.',
  'writing-topics.b2.alt':
    'La pestaña Contenido: la categoría Arrival Information está abierta y muestra los temas Getting the keys y Parking, marcados como Publicado, y Late arrival, marcado como Borrador, con un botón Añadir tema.',
  'writing-topics.b2.caption': 'Tú ves los borradores; los huéspedes, no.',
  'writing-topics.b3.i0':
    'Los huéspedes solo ven los temas con estado **Publicado**; un borrador nunca se envía a su teléfono ni se imprime en el PDF de la guía.',
  'writing-topics.b3.i1':
    'Cambia el orden con las flechas arriba y abajo, o arrastra una categoría o un tema desde su tirador. Los huéspedes ven el mismo orden.',
  'writing-topics.b3.i2': 'El lápiz sirve para editar y la papelera para eliminar (después de que lo confirmes).',
  'writing-topics.b4.alt':
    'El formulario Editar tema con un título, la imagen destacada de una caja de llaves, el editor de texto enriquecido con el contenido del tema y el selector Estado del tema.',

  // shared-topics
  'shared-topics.title': 'Temas compartidos y valores del alojamiento: escribe una vez, rellena por alojamiento',
  'shared-topics.summary':
    'Ten las normas de la casa, los pasos de salida y los consejos locales en un solo sitio, mostrados en muchas guías con los datos de cada alojamiento.',
  'shared-topics.keywords':
    'contenido compartido, biblioteca, reutilizar, mismo texto, varios alojamientos, cartera, marcador, variable, valores del alojamiento, día de basura, aparcamiento, separar, copia propia, quitar',
  'shared-topics.action': 'Abrir Temas compartidos',
  'shared-topics.b0.text':
    'Cuando varias guías necesitan el mismo texto, como las normas de la casa, los pasos de salida o los consejos locales, escríbelo una vez como tema compartido. Abre **Temas compartidos** en la barra lateral y pulsa **Nuevo tema compartido**: tiene los campos de cualquier tema (**Título**, **Imagen destacada del tema**, **Contenido del tema**, **Estado del tema**, **Quién puede verlo**). La lista muestra dónde está colocado cada tema compartido y a qué guías les falta un valor que usa; su botón de idioma lo traduce, y todas las guías muestran esa traducción.',
  'shared-topics.b1.i0': 'Abre la pestaña **Contenido** de una guía y despliega una categoría.',
  'shared-topics.b1.i1':
    'Pulsa **Añadir tema compartido**, elige uno y pulsa **Añadir**. Aparece al final de la categoría con la etiqueta **Compartido**.',
  'shared-topics.b1.i2':
    'Edítalo en **Temas compartidos**: el cambio aparece enseguida en todas las guías que lo tienen.',
  'shared-topics.b1.i3':
    '**Quitar de la guía** lo saca solo de esta guía; sigue en tus temas compartidos y en las demás guías.',
  'shared-topics.b2.text':
    'Los valores del alojamiento rellenan un tema compartido con los datos de cada alojamiento. Escribe un código como {{bin_day}} en el tema compartido; después, en la pestaña **Detalles** de cada guía, en **Valores del alojamiento**, pulsa **Añadir valor**, llámalo bin_day, escribe «martes» («viernes» en otra guía) y pulsa **Guardar valores**. Los huéspedes, la búsqueda de la guía, el Manual de la casa y el folleto leen el valor propio de cada guía.',
  'shared-topics.b3.i0':
    'Un nombre usa letras minúsculas, cifras y _ (hasta 40 caracteres); una guía tiene como máximo 100 valores de hasta 2000 caracteres cada uno.',
  'shared-topics.b3.i1':
    'Si la guía tiene más idiomas, elige uno en **Valores en** para escribir sus propios textos; donde uno queda vacío, los huéspedes leen el valor del idioma principal.',
  'shared-topics.b3.i2':
    'Un valor que falta aparece como «—» para los huéspedes, nunca entre llaves. **Valores del alojamiento** enumera los códigos que usan los temas compartidos de la guía y que le faltan, y **Temas compartidos**, las guías a las que les falta alguno.',
  'shared-topics.b3.i3':
    'Los campos propios de la guía se rellenan igual y no necesitan valor: {{wifi_name}}, {{wifi_password}}, {{check_in_time}}, {{check_out_time}}, {{address}}, {{city}} y {{host}}.',
  'shared-topics.b4.text':
    'Para cambiar un tema compartido solo en una guía, pulsa **Separar** en él en la pestaña Contenido: la guía recibe su propia copia, que editas como cualquier tema y que ya no sigue al compartido. Eliminar un tema compartido que muestran algunas guías pide confirmación antes y dice cuántas guías lo pierden.',
  'shared-topics.b5.text':
    'Exportar, importar y duplicar mantienen los temas compartidos dentro de un espacio de trabajo; una guía importada en otro espacio de trabajo recibe sus propias copias.',

  'images.title': 'Las imágenes y la biblioteca multimedia',
  'images.summary':
    'Sube tus fotos una sola vez y reutilízalas como imágenes destacadas, logotipos e imágenes dentro de los temas.',
  'images.keywords':
    'foto, fotografía, imagen, imágenes, subir, cargar, jpg, jpeg, png, archivo, biblioteca, multimedia, galería, eliminar, borrar, logotipo, logo',
  'images.suggestion': 'imágenes',
  'images.b0.text':
    'Todas las imágenes que usas están en tu **Biblioteca multimedia**, compartida por todas tus guías. Sube cada imagen una vez y elígela donde la necesites.',
  'images.b1.i0': 'Abre **Biblioteca multimedia** en la barra lateral y haz clic en **Subir archivo**.',
  'images.b1.i1':
    'Arrastra tus fotos a la zona para soltar archivos, o haz clic en ella para buscarlas. Se admiten imágenes JPG, JPEG y PNG; un panel muestra el progreso de cada subida.',
  'images.b1.i2':
    'Haz clic en **Volver** para ver **Todos los archivos**, diez por página, cada uno con su nombre, tamaño y fecha.',
  'images.b2.alt':
    'La biblioteca multimedia con Todos los archivos en forma de tarjetas, cada una con una foto, su nombre, tamaño y fecha, y los botones Descargar y Eliminar.',
  'images.b3.text':
    'Cuando un tema o la imagen de marca piden una imagen, se abre la ventana **Gestionar tus imágenes**: elige una en **Elegir de la biblioteca** o añade una nueva en **Subir archivo nuevo**, y haz clic en **Guardar**.',
  'images.b4.text':
    'Una imagen que es la imagen destacada de un tema, el logotipo de una guía o una imagen dentro de un tema no se puede eliminar: el mensaje indica dónde se usa, para que primero elijas otra imagen allí.',
  'images.action': 'Abrir la biblioteca multimedia',

  'branding.title': 'La imagen de marca de tu guía: logotipo, fuente y color',
  'branding.summary': 'Pon tu logotipo, tu fuente y tu color en la guía para huéspedes, el folleto y el PDF.',
  'branding.keywords':
    'logotipo, logo, color, colores, fuente, tipografía, letra, estilo, aspecto, diseño, tema, marca, personalizar',
  'branding.b0.text': 'Abre la pestaña **Detalles** de la guía y desplázate hasta **Imagen de marca de la guía**.',
  'branding.b1.i0': 'Haz clic en **Elegir logotipo** y escoge una imagen de tu biblioteca.',
  'branding.b1.i1': 'Elige una **Fuente**: PT Sans (la predeterminada), Roboto, Montserrat, Lato u Open Sans.',
  'branding.b1.i2':
    'Elige un **Color** (el predeterminado es naranja, #ed8438). La línea de vista previa muestra la fuente y el color juntos.',
  'branding.b1.i3': 'Haz clic en **Guardar imagen de marca**.',
  'branding.b2.alt':
    'El panel Imagen de marca de la guía con un cuadro de logotipo vacío, el botón Elegir logotipo, el selector Fuente en PT Sans, el campo Color con #ed8438, una línea de vista previa y el botón Guardar imagen de marca.',
  'branding.b3.text':
    'Los huéspedes ven el color en la cabecera de la guía, y el folleto muestra tu logotipo y tu color junto al código QR.',

  'share-link.title': 'Comparte tu guía con un enlace',
  'share-link.summary':
    'Copia el enlace para compartir, abre la guía tal como la ven los huéspedes y cambia el enlace cuando lo necesites.',
  'share-link.keywords':
    'url, enlace, link, dirección, enviar, copiar, compartir, whatsapp, airbnb, booking, mensaje, vista previa, regenerar, cambiar enlace',
  'share-link.b0.text':
    'Cada guía tiene un único enlace para compartir. Cualquiera que tenga el enlace puede abrir la guía en cualquier teléfono o PC, sin instalar ninguna app ni iniciar sesión. Solo se muestran los temas publicados y los datos que marcaste como Siempre visible.',
  'share-link.b1.i0': 'Abre la guía y elige la pestaña **Compartir rápido**.',
  'share-link.b1.i1':
    'Haz clic en **Copiar enlace** y pégalo en tu mensaje de reserva, en un correo electrónico o en tu anuncio.',
  'share-link.b1.i2': 'Haz clic en **Abrir vista previa** para ver la guía exactamente como la verán los huéspedes.',
  'share-link.b2.alt':
    'El panel Enlace para compartir de la pestaña Compartir rápido: el campo del enlace para huéspedes y los botones Copiar enlace, Regenerar enlace y Abrir vista previa.',
  'share-link.b3.text':
    '**Regenerar enlace** crea un enlace nuevo y desactiva al instante el anterior, y con él el código QR anterior. Úsalo cuando un enlace haya llegado a quien no debía; después comparte el enlace nuevo e imprime un código QR o un folleto nuevos.',
  'share-link.b4.text':
    '¿Quieres que un huésped vea también tu número de teléfono o tu dirección ocultos? Envíale en su lugar un enlace de invitación personal (consulta Invitaciones e información oculta).',

  'qr-code-and-flyer.title': 'Código QR, folleto impreso y PDF de la guía',
  'qr-code-and-flyer.summary':
    'Descarga el código QR en PNG o SVG, imprime un folleto A4 o US Letter, o guarda toda la guía en PDF.',
  'qr-code-and-flyer.keywords':
    'qr, código qr, qrcode, escanear, imprimir, impresión, cartel, póster, folleto, flyer, pdf, a4, carta, letter, manual de la casa, svg, png',
  'qr-code-and-flyer.suggestion': 'QR',
  'qr-code-and-flyer.b0.text':
    'Con un código QR en el alojamiento, los huéspedes abren la guía apuntando a él con la cámara del teléfono. Todo lo necesario para imprimir está en la pestaña **Compartir rápido** de la guía.',
  'qr-code-and-flyer.b1.alt':
    'El panel Código QR con el código y los botones Descargar PNG y Descargar SVG, junto al panel Impresión y PDF con Folleto PDF (A4), Folleto PDF (US Letter) y PDF de la guía.',
  'qr-code-and-flyer.b2.i0':
    '**Descargar PNG** te da una imagen para pegar en tus propios documentos o mensajes; **Descargar SVG** se ve nítido a cualquier tamaño, ideal para imprentas y diseñadores.',
  'qr-code-and-flyer.b2.i1':
    '**Folleto PDF (A4)** y **Folleto PDF (US Letter)** crean un folleto de una página listo para imprimir y enmarcar: el título de la guía, tu imagen de marca, un código QR grande, una línea que explica cómo escanearlo y el enlace escrito.',
  'qr-code-and-flyer.b2.i2':
    '**PDF de la guía** contiene todos los temas publicados, para los huéspedes a los que les gusta el papel. Los huéspedes también pueden descargarlo ellos mismos como Manual de la casa desde la pantalla Ayuda de la guía.',
  'qr-code-and-flyer.b3.text':
    'El código QR abre el enlace para compartir. Después de **Regenerar enlace**, el código anterior deja de funcionar: descarga e imprime el nuevo.',

  'invitations.title': 'Invitaciones e información oculta',
  'invitations.summary':
    'Da a un huésped un enlace personal que también muestra tus contactos y tu dirección ocultos durante su estancia.',
  'invitations.keywords':
    'invitar, invitación, huésped, cliente, correo, correo electrónico, email, e-mail, enlace personal, privado, secreto, código de la puerta, código de acceso, entrada, llegada, check-in, acceso',
  'invitations.suggestion': 'invitación',
  'invitations.b0.text':
    'En la pestaña **Detalles** de la guía, cada número de teléfono y la dirección pueden ser **Siempre visible** u **Oculto**. Los detalles ocultos nunca aparecen a través del enlace para compartir normal, el código QR ni el folleto. Un huésped solo los ve a través de su enlace de invitación personal, y solo mientras su acceso esté abierto.',
  'invitations.b1.i0':
    'Abre **Invitaciones** › **Inicio de invitaciones** en la barra lateral y haz clic en **Crear invitación**.',
  'invitations.b1.i1':
    'Elige la **Guía**, escribe el **Nombre del huésped** y el **Correo electrónico del huésped**, y luego las horas de **Entrada** y **Salida**.',
  'invitations.b1.i2':
    '**Acceso desde** y **Acceso hasta** se rellenan solos a partir de tu configuración; cámbialos para este huésped si quieres.',
  'invitations.b1.i3':
    'Deja marcada la casilla **Enviar ahora el correo de invitación** para enviar el enlace personal por correo electrónico, y haz clic en **Crear invitación**.',
  'invitations.b2.alt':
    'El formulario Crear invitación con Guía, Nombre del huésped, Correo electrónico del huésped, Entrada, Salida, Acceso desde y Acceso hasta, y la casilla Enviar ahora el correo de invitación marcada.',
  'invitations.b2.caption': 'Las horas están en la zona horaria de la guía.',
  'invitations.b3.i0':
    'Antes de que se abra el acceso, el huésped ve la guía normal y cuándo se abre su acceso; cuando se cierra, vuelve a ver la guía normal.',
  'invitations.b3.i1':
    'Haz clic en **Ver** en una invitación para copiar su **Enlace personal**, volver a enviar el correo con **Reenviar** o anularla con **Revocar**. Un enlace revocado ya no muestra los detalles ocultos.',
  'invitations.b3.i2':
    '**Invitaciones** › **Configuración** define el periodo predeterminado: **Horas antes de la entrada** (24 al principio) y **Horas después de la salida** (12).',
  'invitations.b3.i3':
    '**Invitaciones** › **Plantilla** define el **Asunto** y el **Mensaje** del correo, con variables como {{guest_name}} y {{check_in}}. El mensaje debe contener {{link}}.',
  'invitations.action': 'Abrir Inicio de invitaciones',

  'offline.title': 'Cómo usan los huéspedes la guía sin conexión',
  'offline.summary':
    'Tras una primera visita con conexión, la guía se abre en el teléfono del huésped aunque no haya cobertura.',
  'offline.keywords':
    'sin internet, sin conexión, sin cobertura, sin señal, sin red, offline, fuera de línea, modo avión, roaming, itinerancia, datos móviles, teléfono, móvil, caché, app, aplicación',
  'offline.suggestion': 'sin conexión',
  'offline.b0.text':
    'En las casas rurales, o con una tarjeta SIM extranjera, es habitual no tener cobertura al llegar a la puerta. La guía para huéspedes está pensada para eso: la primera vez que un huésped abre tu enlace con conexión, su teléfono guarda la guía, sus imágenes y la propia app.',
  'offline.b1.i0':
    'A partir de entonces, el enlace se abre sin ninguna conexión y muestra la etiqueta **Sin conexión** junto al título.',
  'offline.b1.i1':
    'La búsqueda en la guía, las tarjetas de Info, los temas, los contactos y la lista de lugares de la pantalla Mapa funcionan sin conexión.',
  'offline.b1.i2':
    'Cuando el teléfono vuelve a tener conexión, descarga tus últimos cambios; la línea **Actualizada el** de la cabecera muestra la fecha de la copia que se está leyendo.',
  'offline.b1.i3':
    'Si regeneras el enlace, los teléfonos borran la copia guardada del enlace anterior la próxima vez que tengan conexión.',
  'offline.b2.alt':
    'La guía para huéspedes en un teléfono: la cabecera naranja con el título Seaside Cottage y la fecha de actualización, el cuadro Buscar en la guía, el texto de bienvenida, los accesos rápidos y, abajo, los botones Inicio, Info, Mapa y Ayuda.',
  'offline.b2.caption': 'Lo que ven los huéspedes en su teléfono.',
  'offline.b3.text':
    'Pide a los huéspedes que abran el enlace una vez antes de viajar, por ejemplo en la confirmación de la reserva. El fondo del mapa necesita conexión; la lista de marcadores y sus enlaces, no.',

  'maps.title': 'Mapas y marcadores',
  'maps.summary': 'Marca la playa, la panadería y la parada de autobús, y muestra el mapa en tu guía.',
  'maps.keywords':
    'mapa, marcador, pin, chincheta, ubicación, lugar, sitio, cerca, alrededores, restaurante, latitud, longitud, coordenadas, cómo llegar, indicaciones',
  'maps.suggestion': 'mapa',
  'maps.b0.text':
    'Los mapas pertenecen a tu cuenta, así que un mismo mapa de tu ciudad puede servir para varias guías. Cada guía muestra como máximo un mapa.',
  'maps.b1.i0':
    'Abre la pestaña **Mapa** de la guía y haz clic en **Añadir mapa**. Escribe un **Título del mapa** y haz clic en **Crear mapa**: se abre el editor de mapas.',
  'maps.b1.i1':
    'Haz clic en el mapa para colocar un marcador en ese punto, o haz clic en **Añadir marcador** y escribe su **Latitud** y su **Longitud**.',
  'maps.b1.i2':
    'Ponle a cada marcador un **Nombre** y, si quieres, una **Categoría** y una **Descripción**, y haz clic en **Guardar**. Un mapa admite hasta 500 marcadores.',
  'maps.b1.i3':
    'De vuelta en la pestaña **Mapa**, elige el mapa en **Establecer el mapa activo de esta guía** y haz clic en **Guardar**. **Desactivar mapa** vuelve a ocultar el mapa a los huéspedes.',
  'maps.b2.alt':
    'El editor de mapas: un mapa con tres marcadores numerados y, debajo, la tabla Marcadores con Harbour Lights, Gyllyngvase Beach y Pendennis Castle, con su categoría, descripción, latitud y longitud.',
  'maps.b3.text':
    'Los huéspedes encuentran los marcadores en la pantalla **Mapa** de la guía, como una lista de lugares cercanos, cada uno con un enlace Abrir en mapas para saber cómo llegar.',

  'analytics.title': 'Estadísticas: qué leen los huéspedes',
  'analytics.summary': 'Consulta cuántas veces se abren tu guía y cada tema, hoy y en los últimos 30 días.',
  'analytics.keywords':
    'estadísticas, métricas, visitas, vistas, visualizaciones, tráfico, gráfico, informe, cifras, números, popular, más leídos',
  'analytics.b0.text':
    'Abre la pestaña **Estadísticas** de la guía para ver **Visitas acumuladas**, **Visitas de hoy**, **Visitas de ayer** e **Invitaciones creadas**, un gráfico de las visitas de los últimos 30 días y, para cada categoría, una tabla de sus temas con **Visitas totales** y **Visitas de hoy**.',
  'analytics.b1.alt':
    'La pestaña Estadísticas con las cifras Visitas acumuladas, Visitas de hoy, Visitas de ayer e Invitaciones creadas, y el gráfico de visitas de los últimos 30 días.',
  'analytics.b2.i0':
    'Se cuenta una visita a la guía cada vez que un huésped abre la guía, y una visita a un tema cada vez que abre ese tema.',
  'analytics.b2.i1': 'Los días se cuentan en la zona horaria de la guía.',
  'analytics.b2.i2':
    'Tus propias vistas previas (Abrir vista previa) no se cuentan, ni tampoco la lectura sin conexión.',
  'analytics.b2.i3': 'No se registra nada sobre el huésped: ni nombres, ni cookies, ni seguimiento.',
  'analytics.b2.i4': 'El **Panel** suma las visitas de todas tus guías.',
  'analytics.b3.text':
    'Un tema con muchas visitas puede ser una pregunta que tu anuncio debería responder antes de la llegada; uno sin visitas quizá necesite un título más claro.',

  'export-import.title': 'Exportar, importar y duplicar una guía',
  'export-import.summary':
    'Guarda una copia de seguridad de una guía, recupérala como guía nueva o copia una guía para otro alojamiento.',
  'export-import.keywords':
    'copia de seguridad, backup, respaldo, copiar, clonar, plantilla, descargar, restaurar, recuperar, json, mover, trasladar, transferir, datos, exportar, importar, duplicar',
  'export-import.b0.text':
    'Abre la pestaña **Datos** de la guía. Nada de lo que hay ahí modifica la guía en la que estás.',
  'export-import.b1.alt':
    'La pestaña Datos con tres paneles: Exportar con el botón Exportar guía, Importar con el botón Importar guía y Duplicar con el botón Duplicar guía.',
  'export-import.b2.i0':
    '**Exportar guía** descarga un archivo .guide.json con la guía, sus categorías, temas e imágenes. Guárdalo como copia de seguridad.',
  'export-import.b2.i1':
    '**Importar guía** crea una guía nueva a partir de un archivo así, en esta cuenta o en otra, y la abre. Sus imágenes se añaden a tu biblioteca multimedia. Se admiten archivos de hasta 64 MB.',
  'export-import.b2.i2':
    '**Duplicar guía** hace una copia con todas las categorías y temas, con «(copia)» en el título, y la abre. La copia usa las mismas imágenes de la biblioteca y tiene su propio enlace para compartir.',
  'export-import.b3.text':
    '¿Gestionas varios alojamientos parecidos? Termina una guía, duplícala y cambia solo lo que sea distinto.',
  // calendar-feeds and import-stays
  'calendar-feeds.title': 'Conecta tus calendarios de Airbnb, Vrbo y Booking.com',
  'calendar-feeds.summary':
    'Cada reserva del calendario de una plataforma se convierte en una estancia con su enlace personal, que sigue a la reserva cuando cambia o se cancela.',
  'calendar-feeds.keywords':
    'ical, ics, sincronización, calendario, feed, airbnb, vrbo, booking.com, reserva, estancia, cancelada, importar, automático, exportar, suscribirse, limpieza, google calendar, outlook, sincronizar ahora',
  'calendar-feeds.b0.text':
    'Cada plataforma de reservas publica el calendario de cada anuncio en una dirección de exportación privada (iCal, que termina en .ics). Añade esa dirección a una guía y Guidebook la lee: cada reserva se convierte en una estancia, una invitación con su propio enlace personal, las fechas del huésped y lo que la plataforma cuenta del huésped. En la pestaña **Calendario** de la guía, en **Añadir un calendario**, pega la dirección en **Dirección del calendario**, dale una **Etiqueta** si quieres (Airbnb, por ejemplo), marca **Cada evento es una estancia** si cada evento de ese calendario es una reserva y pulsa **Añadir calendario**. Allí aparece cada calendario con su estado y sus cifras, **Sincronizar ahora** y un botón para eliminarlo. Un cliente de la API hace lo mismo con las llamadas calendar_feeds de la referencia de la API.',
  'calendar-feeds.b1.i0':
    'Airbnb: en el calendario del anuncio, abre Disponibilidad › Conectar calendarios y copia la dirección de Exportar calendario. Cada evento «Reserved» se convierte en una estancia, con el código de reserva y los 4 últimos dígitos del teléfono del huésped. «Airbnb (Not available)» son fechas que bloqueaste, no una estancia.',
  'calendar-feeds.b1.i1':
    'Vrbo: abre Calendario › Importar/Exportar y copia la dirección de exportación. Cada evento «Reserved - Nombre» se convierte en una estancia a nombre de ese huésped; «Blocked» son fechas bloqueadas.',
  'calendar-feeds.b1.i2':
    'Booking.com: abre Tarifas y disponibilidad › Sincronizar calendarios y copia la dirección de exportación. Cada evento («CLOSED - Not available») se convierte en una estancia, porque la exportación no contiene nada más: el nombre del huésped no aparece.',
  'calendar-feeds.b1.i3':
    'Cualquier otro calendario: cada evento es una estancia, salvo los titulados Blocked o Not available. Con **Cada evento es una estancia** marcado, cada evento del calendario, sea cual sea su título, es una estancia.',
  'calendar-feeds.b2.text':
    'Un calendario se lee en cuanto se añade o cambia su dirección, y después cada 15 minutos (CALENDAR_SYNC_MINUTES en el servidor puede fijar otro intervalo). **Sincronizar ahora**, junto a cada calendario en la pestaña Calendario, lo lee al momento y muestra el resultado. La entrada de una reserva es su día de llegada a la **Hora de entrada** de la guía, y la salida el día de partida a su **Hora de salida**, en la **Zona horaria** de la guía (15:00 y 11:00 si la guía no las tiene).',
  'calendar-feeds.b3.i0':
    'En la pestaña Calendario, cada calendario muestra cuándo se leyó por última vez (**Aún no leído** antes de su primera lectura), cuántas estancias creó esa lectura, cambió y canceló, y su estado: **Leído sin problemas**, o una frase que dice qué falló.',
  'calendar-feeds.b3.i1':
    '«La dirección respondió 404 Not Found» (u otra respuesta): la plataforma ya no conoce esta dirección, a menudo porque se renovó la dirección de exportación. Copia la nueva.',
  'calendar-feeds.b3.i2':
    '«No es un archivo de calendario»: la dirección abre una página web, no un calendario. Copia la propia dirección de exportación, no la del anuncio o la página del calendario.',
  'calendar-feeds.b3.i3':
    '«No se pudo acceder al calendario en 10 s»: la plataforma no respondió a tiempo. La siguiente lectura lo intenta de nuevo.',
  'calendar-feeds.b3.i4':
    '«Esta dirección no es accesible desde internet»: la dirección apunta a una red privada o local, que Guidebook nunca lee.',
  'calendar-feeds.b3.i5':
    '«2 eventos omitidos: sin UID» y similares: algunos eventos no se pueden usar (sin UID, sin fecha de inicio, un final antes del inicio, un evento que se repite). Los demás se leen como siempre.',
  'calendar-feeds.b4.i0':
    'Una reserva cuyas fechas cambian mueve su estancia, con su periodo de acceso y el momento en que se muestra su código de la puerta.',
  'calendar-feeds.b4.i1':
    'Una reserva que sale del calendario (cancelada) cancela su estancia si no ha empezado: la estancia aparece como Cancelada y su enlace personal se cierra. Si la reserva vuelve, la estancia se reabre.',
  'calendar-feeds.b4.i2':
    'Un calendario nunca cambia una estancia cuya entrada ya pasó, y los cambios que hagas en una estancia se conservan; solo sus fechas siguen al calendario.',
  'calendar-feeds.b5.text':
    'Un calendario que falla nunca borra una estancia: cuando la dirección responde un error, una página web, un archivo vacío o demasiado grande, o algo que no es un calendario, cada estancia sigue como está y el estado dice por qué. Quitar un calendario también conserva sus estancias.',
  'calendar-feeds.b6.text':
    'La misma pestaña también da las estancias de la guía a otras apps, para tu propio calendario o el de quien limpia: en **Dirección del calendario para otras apps**, pulsa **Crear una dirección**, luego **Copiar dirección**, y suscríbete a ella en Google Calendar, Apple Calendar u Outlook.',
  'calendar-feeds.b7.i0':
    'Cada estancia es un evento de la entrada a la salida con el nombre del huésped, el número de huéspedes y la referencia de la reserva; nunca códigos de la puerta ni direcciones de correo electrónico. Las estancias canceladas no aparecen.',
  'calendar-feeds.b7.i1':
    'La dirección es secreta: quien la tiene puede leerla. **Crear una dirección nueva** la sustituye, y la antigua deja de funcionar al momento: cada calendario suscrito a ella necesita la nueva.',
  'import-stays.title': 'Importa estancias desde un archivo CSV',
  'import-stays.summary': 'Crea muchas estancias de una guía a la vez desde una hoja de cálculo: todas o ninguna.',
  'import-stays.keywords':
    'csv, hoja de cálculo, excel, masivo, subir, importar, estancias, reservas, huéspedes, filas, columnas',
  'import-stays.b0.text':
    'Las reservas que llevas en una hoja de cálculo se convierten en estancias de una vez: guárdala como archivo CSV, abre la pestaña **Calendario** de la guía y, en **Importar estancias desde un archivo CSV**, pulsa **Elegir un archivo CSV**. **Descargar un archivo de ejemplo** da un archivo con la fila de encabezado y dos estancias para empezar. Cada fila se convierte en una estancia con su propio enlace personal. Un cliente de la API envía el archivo con la llamada invitations/import.',
  'import-stays.b1.i0':
    'La primera fila es la fila de encabezado, que nombra las columnas: guest_name, check_in y check_out son obligatorias; guest_email, guest_phone, guests, reference, language y door_code pueden faltar. Las columnas pueden ir en cualquier orden.',
  'import-stays.b1.i1':
    'Los valores se separan con comas o con punto y coma, como en la fila de encabezado. Guarda el archivo en UTF-8, con o sin BOM («CSV UTF-8» en las hojas de cálculo).',
  'import-stays.b1.i2':
    'Las fechas se escriben 2026-12-12, en la zona horaria de la guía: la entrada toma entonces la **Hora de entrada** de la guía y la salida su **Hora de salida**. Escribe 2026-12-12 16:30 para dar otra hora.',
  'import-stays.b1.i3':
    'guests es un número de huéspedes, language el idioma del huésped (en, fr, pt-BR), door_code tiene como máximo 100 caracteres y el huésped solo lo ve a través del enlace personal.',
  'import-stays.b1.i4': 'Un archivo contiene como máximo 2.000 estancias y 5 MB.',
  'import-stays.b2.text': 'Un pequeño ejemplo, tres líneas de un archivo:',
  'import-stays.b3.i0': 'guest_name,guest_email,check_in,check_out,guests,reference',
  'import-stays.b3.i1': 'Ana Silva,ana@example.com,2026-12-12,2026-12-15,2,HMX42',
  'import-stays.b3.i2': 'Tom Berg,,2026-12-18 18:00,2026-12-20,1,',
  'import-stays.b4.text':
    'Todo o nada: cuando una fila está mal, no se importa nada y la respuesta nombra su línea y columna, por ejemplo «Línea 7, check_out: La salida debe ser posterior a la entrada.» Corrige esa línea y envía de nuevo el archivo entero. Un archivo enviado de nuevo no crea una segunda estancia: una fila cuya referencia ya es la de una estancia de la guía actualiza esa estancia (sus fechas mueven su periodo de acceso lo mismo; las columnas del archivo sustituyen las de la estancia, una celda vacía borra un valor y las columnas que el archivo no tiene se conservan). Las filas sin referencia son estancias nuevas cada vez.',
  // door-codes
  'door-codes.title': 'Códigos de la puerta: cada huésped los ve en el momento justo',
  'door-codes.summary':
    'El código de la puerta de una estancia solo aparece en el enlace personal de su huésped, desde la hora que elijas hasta que termine su acceso.',
  'door-codes.keywords':
    'código de la puerta, código, cerradura, teclado, cerradura inteligente, código de acceso, caja de llaves, llegada, secreto, códigos de campo, marcadores',
  'door-codes.b0.text':
    'Cada estancia puede tener su propio código de la puerta (100 caracteres como máximo). En **Invitaciones** › **Inicio de invitaciones**, abre una estancia con su botón **Ver** y luego su pestaña **Estancia**: rellena **Código de acceso** y, para la hora desde la que se muestra, **Código visible desde**, y pulsa **Guardar**. Una importación CSV lo da en la columna door_code, un cliente de la API con door_code y door_code_from. Los calendarios de las plataformas no incluyen códigos de la puerta.',
  'door-codes.b1.i0':
    'El huésped lo ve en la pestaña Inicio de su enlace personal: «Código de la puerta 4711, desde el vie, 12 dic, 15:00», en la zona horaria de la guía y en el idioma del huésped.',
  'door-codes.b1.i1':
    'Antes de esa hora, el huésped ve cuándo aparecerá el código. Si **Código visible desde** está vacío (sin door_code_from), aparece cuando se abre el periodo de acceso de la estancia.',
  'door-codes.b1.i2':
    'Cuando termina el periodo de acceso, el código desaparece, también de la copia que el teléfono del huésped guarda para usarla sin conexión.',
  'door-codes.b1.i3':
    'Nunca aparece en el enlace para compartir, en su búsqueda, en el PDF del Manual de la casa, en el folleto, en las estadísticas ni en los registros del servidor.',
  'door-codes.b2.text':
    'Escribe {{door_code}} en un tema (en Información de llegada, por ejemplo) para dar el código con tus propias palabras. A través del enlace personal de una estancia se convierte en el código de esa estancia mientras se muestra («disponible desde …» antes); en cualquier otro lugar se lee como palabras neutras, nunca entre llaves. {{guest_first_name}}, {{guest_name}}, {{check_in}}, {{check_out}}, {{guests}}, {{reference}}, {{wifi_name}}, {{wifi_password}}, {{check_in_time}} y {{check_out_time}} funcionan igual.',
  'door-codes.b3.text':
    'Lo más seguro es un código que cambie con cada reserva: el enlace de un huésped anterior deja de mostrarlo cuando termina su estancia.',

  // timed-messages
  'timed-messages.title': 'Enviar mensajes programados a sus huéspedes',
  'timed-messages.summary':
    'Reglas que envían un correo a cada huésped en el momento justo de su estancia, en su idioma, cada mensaje exactamente una vez.',
  'timed-messages.keywords':
    'correo automático, mensaje programado, recordatorio, bienvenida, instrucciones de llegada, código de puerta, solicitud de reseña, agradecimiento, reglas',
  'timed-messages.b0.text':
    'Una regla de mensaje contiene un correo y dice cuándo se envía; cada estancia de su guía (o de todas las guías) lo recibe en ese momento, con sus propios datos. Las reglas están en **Invitaciones** › **Mensajes**, en la barra lateral: la tabla las lista, cada una con un interruptor **Activa**, un botón **Editar** y un botón para eliminarla. Pulsa **Nueva regla**, dale un **Nombre**, elige su **Guía** (o **Todas las guías**) y **Cuándo** se envía, con sus **Días** y su **Hora de envío**, escribe el correo y pulsa **Guardar**. Los clientes de la API usan en su lugar las llamadas message_rules.',
  'timed-messages.b1.i0':
    '**Al confirmarse la reserva**: en cuanto se añade la estancia, a mano, desde un archivo CSV o desde un calendario.',
  'timed-messages.b1.i1':
    '**Días antes de la llegada**: un número de días (0 a 60) antes del día del check-in, a la hora que elijas.',
  'timed-messages.b1.i2': '**El día de la llegada**: a la hora que elijas.',
  'timed-messages.b1.i3':
    '**Días después de la salida**: un número de días después del día del check-out, a la hora que elijas, para un agradecimiento o una solicitud de reseña.',
  'timed-messages.b2.text':
    'Las horas son la hora local de la guía en su **Zona horaria**, también los días de cambio de hora. Escribe el **Asunto** y el **Mensaje** en el idioma predeterminado de la guía y, si quieres, en las pestañas de sus otros idiomas: cada huésped recibe el idioma de su estancia cuando la regla lo tiene, si no el predeterminado. En **Códigos de campo**, un clic inserta un código donde está el cursor; los códigos como {{guest_first_name}}, {{check_in}} y {{door_code}} se rellenan al enviar, y **Vista previa** muestra el correo tal como lo leerá el próximo huésped de la guía (con valores de ejemplo si no hay ninguna estancia próxima). El enlace personal del huésped se añade al final salvo que el texto lo coloque con {{link}}. Las respuestas van al correo del propietario del espacio de trabajo. En **Invitaciones** › **Inicio de invitaciones**, el botón **Ver** de una estancia abre su pestaña **Mensajes**, que lista cada mensaje y su estado (la llamada invitations/messages de la API):',
  'timed-messages.b3.i0': 'Programado: se envía a la hora indicada.',
  'timed-messages.b3.i1':
    'Enviado: se envió, una vez. **Enviar ahora** lo envía de nuevo a propósito (la llamada invitations/messages/send_now de la API).',
  'timed-messages.b3.i2':
    'Esperando el correo electrónico del huésped: la estancia aún no tiene correo (los calendarios no lo incluyen). Añade uno y el mensaje se envía, si el huésped aún no ha hecho el check-out.',
  'timed-messages.b3.i3':
    'Omitido: su hora ya había pasado cuando se añadió la estancia y el huésped ya había hecho el check-in. Una estancia añadida tarde pero antes del check-in recibe el mensaje en el acto.',
  'timed-messages.b3.i4':
    'Cancelado: la estancia se canceló o revocó, o la regla se desactivó o eliminó. Activar de nuevo la regla vuelve a programar sus mensajes.',
  'timed-messages.b4.text':
    'Una estancia movida mueve sus mensajes, y una regla cambiada reprograma cada mensaje que aún no ha enviado. Sean cuantos sean los servidores que ejecutan Guidebook, e incluso si uno se detiene mientras envía, cada huésped recibe cada mensaje una vez.',

  // webhooks
  'webhooks.title': 'Avisa a tus otras herramientas: webhooks',
  'webhooks.summary':
    'Tu gestor de canales, tu servicio de cerraduras inteligentes o tus scripts se enteran al instante, con peticiones firmadas, cuando se añade una estancia, se envía un mensaje o cambia una guía.',
  'webhooks.keywords':
    'integración, zapier, pms, callback, notificación, eventos, http post, firma, hmac, standard webhooks, api',
  'webhooks.b0.text':
    'Un webhook es la dirección de otro servicio a la que Guidebook llama (un HTTP POST con JSON) cada vez que ocurre uno de sus eventos: invitation.created, invitation.updated, invitation.cancelled, request.created, request.answered, feedback.created, message.sent, message.failed, guide.published, calendar_feed.failed. Los propietarios y administradores los configuran en **Mi cuenta** › **Webhooks** en la barra lateral (o con las llamadas webhooks de la API, con la sesión iniciada): al añadir un endpoint se muestra su secreto de firma (whsec_…) una sola vez, **Enviar evento de prueba** lo prueba y **Entregas** lista cada intento con **Reenviar**. El receptor responde 2xx en 10 segundos; los 5xx, 408, 429, tiempos de espera y conexiones rechazadas se reintentan unas 8 veces en 24 horas, y tras 50 fallos seguidos el webhook se desactiva y te llega un correo. Cada petición lleva las cabeceras webhook-id, webhook-timestamp y webhook-signature (Standard Webhooks). Compruébalas antes de fiarte del contenido, en Node o en Python:',
  'webhooks.b1.i0': 'npm install standardwebhooks',
  'webhooks.b1.i1': 'import { Webhook } from "standardwebhooks"; const wh = new Webhook(process.env.WEBHOOK_SECRET);',
  'webhooks.b1.i2': 'const event = wh.verify(rawBody, req.headers); // throws when the signature or timestamp is wrong',
  'webhooks.b2.i0': 'pip install standardwebhooks',
  'webhooks.b2.i1': 'from standardwebhooks.webhooks import Webhook; wh = Webhook(os.environ["WEBHOOK_SECRET"])',
  'webhooks.b2.i2': 'event = wh.verify(request.get_data(), request.headers)  # raises WebhookVerificationError',
  'webhooks.b3.text':
    'El mismo evento puede llegar dos veces (tras un reintento o un reenvío): guarda los valores de webhook-id que ya has tratado y omite los repetidos.',
  'white-label.title': 'Marca blanca: tu nombre en los correos y los impresos',
  'white-label.summary':
    'Envía los correos a los huéspedes con tu nombre, añade tu pie y oculta el nombre del producto.',
  'white-label.keywords': 'revendedor, marca, remitente, de, pie, firma, agencia, sin marca, powered by',
  'white-label.b0.text':
    'En **Mi cuenta**, **Marca blanca (revendedor)** reúne lo que tus huéspedes ven de ti en lugar del producto. Solo el propietario y los administradores del espacio de trabajo pueden cambiarlo.',
  'white-label.b1.i0':
    'Escribe un **Nombre del remitente**, como tu empresa. Las invitaciones, los mensajes programados y las respuestas a solicitudes llegan con este nombre; las respuestas de tus huéspedes van al correo del propietario del espacio de trabajo.',
  'white-label.b1.i1':
    'Escribe un **Pie de los correos**: tu dirección, teléfono o sitio web. Se añade al final de cada correo a tus huéspedes.',
  'white-label.b1.i2':
    'Activa **Ocultar el nombre del producto** para que ningún nombre ni enlace del producto aparezca en la guía para huéspedes, su icono de app, el folleto, el manual de la casa (también dentro del PDF) o los correos. Sin nombre del remitente, los correos llegan entonces con el nombre de tu espacio de trabajo.',
  'white-label.b1.i3':
    'Pulsa **Guardar**. El cambio se aplica al momento, también a las guías que los huéspedes ya abrieron.',
  'white-label.b2.text':
    'Los correos se siguen enviando desde la dirección de este servidor: solo cambia el nombre que ven tus huéspedes, así no se marcan como spam.',
  'white-label.action': 'Abrir marca blanca',

  // own-domain
  'own-domain.title': 'Enlaces legibles y tu propio dominio',
  'own-domain.summary':
    'Da a tus guías enlaces que tus huéspedes puedan leer, como guia.tu-casa.es/casa-de-playa, en un dominio propio.',
  'own-domain.keywords':
    'slug, nombre del enlace, dominio personalizado, URL, dirección, DNS, CNAME, registro TXT, registro A, verificar, HTTPS, SSL, certificado, subdominio',
  'own-domain.b0.text':
    'Cada guía tiene un enlace legible: la dirección del servidor, el nombre del enlace de tu espacio de trabajo y luego el de la guía, por ejemplo …/villa-rosa/casa-de-playa. El del espacio de trabajo lo eliges en **Mi cuenta** › **Marca blanca (revendedor)**, en **El nombre del enlace de tu espacio de trabajo**, y el de una guía en su pestaña **Compartir rápido**, en **Nombre del enlace**. Un nombre del enlace tiene de 3 a 60 letras minúsculas, cifras y guiones, y ningún otro espacio de trabajo puede tener el tuyo. Tras un cambio, el enlace anterior lleva al nuevo durante 90 días; el enlace para huéspedes con su código sigue funcionando.',
  'own-domain.b1.i0':
    'En la misma pantalla, en **Tu propio dominio**, escribe un dominio que sea tuyo, como guia.tu-casa.es, y pulsa **Guardar dominio**. Solo el propietario y los administradores del espacio de trabajo pueden configurarlo.',
  'own-domain.b1.i1':
    'En tu proveedor de DNS, añade los registros de **Registros DNS que añadir** (cada botón **Copiar** copia un valor): un registro TXT llamado _guidebook-verify.guia.tu-casa.es con el token que se muestra, y un registro CNAME que apunte a este servidor. Un dominio sin subdominio no puede tener CNAME: usa el registro ALIAS (ANAME) de tu proveedor o un registro A con la dirección IP del servidor.',
  'own-domain.b1.i2':
    'Pulsa **Verificar**. El servidor consulta el registro TXT: el **Estado** pasa a verificado, o **Última comprobación** dice por qué no (aún no hay registro, hay un registro sin este token, el DNS no responde). Los registros nuevos pueden tardar de minutos a horas en aparecer; vuelve a pulsar **Verificar** más tarde.',
  'own-domain.b1.i3': 'Una vez verificado, **Dirección para huéspedes** muestra dónde abren tus guías tus huéspedes.',
  'own-domain.b2.text':
    'A partir de entonces, los huéspedes abren una guía en guia.tu-casa.es/casa-de-playa: el enlace para compartir, el código QR, el folleto, el PDF y los correos llevan tu dominio. La página de inicio del dominio muestra tus guías publicadas, o abre la guía cuando solo hay una. Allí solo responden las guías de tu espacio de trabajo, nunca la aplicación de administración ni las guías de otro espacio de trabajo. **Quitar dominio** devuelve a los huéspedes a la dirección propia del servidor.',
  'own-domain.b3.text':
    'La aplicación no crea certificados HTTPS por sí misma: el proxy inverso que está delante del servidor (como Caddy) obtiene uno para cada dominio verificado, una vez que quien gestiona el servidor lo ha configurado. Si tu dominio muestra un aviso de certificado, avisa a quien gestiona tu servidor.',
  'own-domain.action': 'Abrir marca blanca',

  // agencies
  'agencies.title': 'Agencias: un espacio de trabajo por cliente',
  'agencies.summary':
    'Gestiona guías de varios propietarios con un solo inicio de sesión, cada cliente en su propio espacio de trabajo.',
  'agencies.keywords':
    'agencia, cliente, propietario, gestor de alquileres, varias cuentas, cambiar, organización, empresa, traspasar, transferir, eliminar espacio de trabajo',
  'agencies.b0.text':
    'Un espacio de trabajo tiene sus propias guías, biblioteca de medios, imagen de marca, dominio, ajustes de marca blanca, miembros y tokens de API; nada se comparte entre espacios de trabajo. Tu cuenta empieza con tu espacio de trabajo personal y puede tener hasta 50 espacios de trabajo (el límite predeterminado del servidor).',
  'agencies.b1.i0':
    'Pulsa **Nuevo espacio de trabajo** en la barra superior (en el móvil, en tu menú de usuario), escribe el **Nombre** del cliente y pulsa **Crear espacio de trabajo**. Eres el propietario del nuevo espacio de trabajo y trabajas en él al momento.',
  'agencies.b1.i1':
    'Cambia de espacio de trabajo con la lista **Espacio de trabajo** de la barra superior. Lo que ves y cambias pertenece al espacio de trabajo elegido allí, y la lista de **Guías digitales** lo nombra.',
  'agencies.b1.i2':
    'Invita a tu equipo o al cliente en **Dar acceso a usuarios**, como en tu propio espacio de trabajo. El rol de un miembro vale solo para ese espacio de trabajo.',
  'agencies.b2.text':
    'Para traspasar un espacio de trabajo al cliente, abre en él **Dar acceso a usuarios** y, en **Traspasar la propiedad**, elige un miembro activo como **Nuevo propietario** y confirma. Recibe un correo con un enlace para aceptarlo; cuando lo acepta, el espacio de trabajo es suyo y tú sigues en él como administrador. Un traspaso nuevo sustituye al que aún espera.',
  'agencies.b3.text':
    '**Eliminar espacio de trabajo**, en la misma página, elimina un espacio de trabajo vacío (sin guías ni archivos en la biblioteca) con sus miembros, tokens de API e imagen de marca; solo su propietario puede hacerlo. Tu espacio de trabajo personal no se puede traspasar ni eliminar.',
  'agencies.action': 'Abrir Dar acceso a usuarios',
  'guest-requests.title': 'Solicitudes de los huéspedes: llegada anticipada, salida tardía y más',
  'guest-requests.summary':
    'Los huéspedes piden desde su enlace personal; tú apruebas o rechazas en un solo lugar, y una hora aprobada mueve la estancia.',
  'guest-requests.keywords':
    'solicitud, llegada anticipada, salida tardía, extras, aprobar, rechazar, bandeja de entrada, aprobación automática, precio',
  'guest-requests.b0.text':
    'Los huéspedes piden cosas desde la pantalla de inicio del enlace personal de su estancia mientras su periodo de acceso está abierto; el enlace público no puede pedir nada. Lo que pueden pedir se configura en **Invitaciones** › **Solicitudes**, en **Lo que pueden pedir los huéspedes**: cada espacio de trabajo empieza con **Llegada anticipada** y **Salida tardía**, desactivadas. Activa **Activado** en las que ofreces. **Añadir tipo de solicitud** añade los tuyos (toallas, una cuna, un traslado desde el aeropuerto): un nombre y una descripción en cada idioma de tus guías, un precio en texto como «20 €» (no se cobra nada) y las guías en las que se ofrece. Junto a cada tipo están **Editar** y **Eliminar**; las solicitudes ya enviadas conservan el nombre de su tipo. Los clientes de la API hacen lo mismo con las llamadas request_types.',
  'guest-requests.b1.i0':
    '**Pendiente**: la solicitud te espera. La entrada **Solicitudes** de la barra lateral muestra cuántas esperan, y recibes un correo por cada solicitud nueva.',
  'guest-requests.b1.i1':
    '**Aprobada**: una llegada anticipada mueve la llegada de la estancia a la hora solicitada, y su periodo de acceso y su código de puerta lo mismo; una salida tardía mueve la salida y el final del periodo. Los mensajes programados siguen las nuevas horas.',
  'guest-requests.b1.i2': '**Rechazada**: la estancia queda como estaba.',
  'guest-requests.b1.i3': '**Cancelada**: la estancia se canceló.',
  'guest-requests.b2.text':
    'Abre **Invitaciones** › **Solicitudes**, escribe una respuesta si quieres y pulsa **Aprobar** o **Rechazar**. El huésped ve la respuesta y tu mensaje en la guía, y la recibe por correo si la estancia tiene correo, en el idioma de la estancia. Un cambio que se solape con otra estancia de la misma guía se rechaza: cambia primero la otra estancia.',
  'guest-requests.b3.text':
    'Con **Aprobación automática**, una llegada anticipada se aprueba al momento si ninguna otra estancia de la guía termina ese día, y una salida tardía si ninguna empieza ese día. Si no, la solicitud te espera como siempre.',
  'guest-feedback.title': 'Opiniones de los huéspedes y enlaces de reseñas',
  'guest-feedback.summary':
    'Tras su estancia, los huéspedes la valoran con 1 a 5 estrellas desde su enlace personal, y los huéspedes contentos ven tus páginas de reseñas.',
  'guest-feedback.keywords':
    'valoración, estrellas, reseña, comentario, gracias, reseña de Airbnb, reseña de Google, reseña de Booking.com, satisfacción, encuesta',
  'guest-feedback.b0.text':
    'Desde el check-out hasta 14 días después, el enlace personal de una estancia muestra **Gracias y opiniones**: el huésped elige de 1 a 5 estrellas, puede añadir un comentario y pulsa **Enviar opinión**. La guía lo muestra en **Inicio** como **¿Qué tal tu estancia?**, en la pestaña **Info** (dentro de tu categoría **Thank You & Feedback**, o como una tarjeta propia) y donde lleva {{feedback_link}}. El enlace público para compartir no tiene formulario: las opiniones llegan solo por el enlace propio de una estancia, así que cada respuesta pertenece a una estancia.',
  'guest-feedback.b1.i0':
    'Una respuesta por estancia. Una segunda respuesta dentro de las 24 horas siguientes a la primera la sustituye (el huésped pulsa **Cambiar mi respuesta**); después, queda como está.',
  'guest-feedback.b1.i1':
    'Antes del check-out, el enlace dice cuándo se abren las opiniones; una estancia cancelada o revocada no admite ninguna.',
  'guest-feedback.b1.i2':
    'Tras 4 o 5 estrellas, el huésped ve tus enlaces de reseñas: **Opinar en Airbnb**, **Opinar en Google** y **Opinar en Booking.com**, los que hayas puesto.',
  'guest-feedback.b2.text':
    'Abre la guía y su pestaña **Opiniones**: la valoración media y el número de valoraciones, y luego cada respuesta con el huésped, las fechas de la estancia y el comentario, la más reciente primero. En **Enlaces de reseñas**, pega las direcciones de tus páginas de reseñas (que empiecen por http:// o https://) y pulsa **Guardar enlaces de reseñas**; un campo vacío significa que no hay enlace. Los clientes de la API usan las llamadas feedback/list y guides/review_links, y un webhook suscrito a feedback.created recibe cada respuesta.',
  'guest-feedback.b3.text':
    'Pon {{feedback_link}} en una regla de mensaje enviada **Días después del check-out** (1 día, por la mañana): el correo abre directamente la pantalla de opiniones, y entonces el enlace simple no se añade al final.',
} satisfies CompleteHelpCatalog;
