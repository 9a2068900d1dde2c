/** A new guide's template texts (the keys of en/template.ts) in Spanish, following GLOSSARY.md. */
export default {
  'preparing.name': 'Preparación del viaje',
  'preparing.description': 'Qué llevar y qué saber antes de salir.',
  'preparing.topics.pack.name': 'Qué llevar',
  'preparing.topics.pack.description': 'Lo que los huéspedes se alegran de haber traído.',
  'preparing.topics.pack.content':
    '<p>La mayoría de los huéspedes se alegran de haber traído:</p><ol><li data-list="bullet">[Calzado cómodo para …]</li><li data-list="bullet">[Adaptador de enchufe tipo …]</li><li data-list="bullet">[Toallas de playa: incluidas / no incluidas]</li></ol><p>Ya tienes aquí: [ropa de cama, toallas, secador de pelo, …].</p>',
  'preparing.topics.getting-here.name': 'Cómo llegar',
  'preparing.topics.getting-here.description': 'Indicaciones desde el aeropuerto, la estación y la autopista.',
  'preparing.topics.getting-here.content':
    '<p><strong>Desde el aeropuerto:</strong> [cuánto se tarda y cómo: taxi, tren, lanzadera].</p><p><strong>En coche:</strong> [la salida que hay que tomar y el último desvío en el que fijarse].</p><p>Nuestra dirección para el GPS: [calle, número, código postal, localidad].</p>',
  'arrival.name': 'Información de llegada',
  'arrival.description': 'Cómo encontrar el alojamiento, hacer la entrada y recoger las llaves.',
  'arrival.topics.check-in.name': 'Hora de entrada y cómo acceder',
  'arrival.topics.check-in.description': 'Cuándo puedes llegar y cómo recibes las llaves.',
  'arrival.topics.check-in.content':
    '<p>La entrada es a partir de las <strong>[15:00]</strong>. Si llegas después de las [22:00], avísanos.</p><p>Para entrar: [la caja de llaves junto a la puerta / te recibimos nosotros / la recepción]. El código o las llaves: [cómo los recibirás].</p>',
  'arrival.topics.parking.name': 'Aparcamiento',
  'arrival.topics.parking.description': 'Dónde dejar el coche.',
  'arrival.topics.parking.content':
    '<p>El aparcamiento [gratuito / de pago] está [en la entrada de la casa / en la calle / en el parking de …].</p><p>Plazas: [número]. Por favor, no aparques [dónde].</p>',
  'arrival.topics.entrance.name': 'Cómo encontrar la entrada',
  'arrival.topics.entrance.description': 'En qué fijarte al llegar.',
  'arrival.topics.entrance.content':
    '<p>La entrada es [la puerta azul a la izquierda del edificio]. Busca [una referencia].</p><p>Nuestro piso está en la planta [número]; el ascensor está [dónde].</p>',
  'about.name': 'Sobre el alojamiento',
  'about.description': 'Las habitaciones, los electrodomésticos y todo lo que ofrece el alojamiento.',
  'about.topics.heating.name': 'Calefacción y aire acondicionado',
  'about.topics.heating.description': 'Cómo estar a gusto.',
  'about.topics.heating.content':
    '<p>El [termostato / mando] está [dónde]. Ponlo a [temperatura] para dormir cómodamente.</p><p>Apágalo cuando abras las ventanas o salgas a pasar el día fuera.</p>',
  'about.topics.kitchen.name': 'Cocina y electrodomésticos',
  'about.topics.kitchen.description': 'Qué hay y cómo funciona.',
  'about.topics.kitchen.content':
    '<p>Encontrarás [cafetera, lavavajillas, horno, …].</p><ol><li data-list="bullet">Cafetera: [cápsulas / filtro, dónde encontrarlos]</li><li data-list="bullet">Lavavajillas: [pastillas bajo el fregadero, programa que usar]</li><li data-list="bullet">Horno: [cómo encenderlo]</li></ol>',
  'about.topics.rubbish.name': 'Basura y reciclaje',
  'about.topics.rubbish.description': 'Dónde están los contenedores y qué va en cada uno.',
  'about.topics.rubbish.content':
    '<p>Los cubos de basura están [dónde]. Días de recogida: [días].</p><ol><li data-list="bullet">Contenedor [color]: [resto]</li><li data-list="bullet">Contenedor [color]: [plásticos y latas]</li><li data-list="bullet">Contenedor [color]: [papel y vidrio]</li></ol>',
  'wifi.name': 'WiFi e internet',
  'wifi.description': 'El nombre de la red, la contraseña y consejos para una buena conexión.',
  'wifi.topics.network.name': 'Red WiFi y contraseña',
  'wifi.topics.network.description': 'Cómo conectarte.',
  'wifi.topics.network.content':
    '<p>Red: <strong>[nombre de la red]</strong></p><p>Contraseña: <strong>[contraseña]</strong></p><p>El router está [dónde]. Si se cae la conexión, apágalo, vuelve a encenderlo y espera dos minutos.</p>',
  'wifi.topics.tv.name': 'Televisión y streaming',
  'wifi.topics.tv.description': 'La tele y tus propias cuentas.',
  'wifi.topics.tv.content':
    '<p>El mando de la tele está [dónde]. En la tele tienes [Netflix / otras apps]: inicia sesión con tu propia cuenta y ciérrala antes de irte.</p>',
  'rules.name': 'Seguridad y normas de la casa',
  'rules.description': 'Las normas de la casa y cómo disfrutar de una estancia segura.',
  'rules.topics.house-rules.name': 'Normas de la casa',
  'rules.topics.house-rules.description': 'Lo que pedimos a todos los huéspedes.',
  'rules.topics.house-rules.content':
    '<ol><li data-list="bullet">Prohibido fumar [dentro / en toda la propiedad]</li><li data-list="bullet">Horario de descanso: de [22:00] a [08:00]</li><li data-list="bullet">Mascotas: [bienvenidas / no admitidas]</li><li data-list="bullet">Fiestas y eventos: [no permitidos]</li></ol>',
  'rules.topics.safety.name': 'Equipos de seguridad',
  'rules.topics.safety.description': 'Dónde está lo que esperas no necesitar nunca.',
  'rules.topics.safety.content':
    '<ol><li data-list="bullet">Extintor: [dónde]</li><li data-list="bullet">Manta ignífuga: [dónde]</li><li data-list="bullet">Botiquín: [dónde]</li><li data-list="bullet">Llave de paso del agua y cuadro eléctrico: [dónde]</li></ol>',
  'local.name': 'Recomendaciones locales',
  'local.description': 'Nuestros sitios favoritos para comer, comprar y explorar cerca.',
  'local.topics.eat.name': 'Dónde comer',
  'local.topics.eat.description': 'Nuestros sitios favoritos cerca.',
  'local.topics.eat.content':
    '<ol><li data-list="bullet">[Nombre del restaurante]: [qué pedir], [distancia a pie]</li><li data-list="bullet">[Nombre de la cafetería]: [ideal para desayunar]</li><li data-list="bullet">[Comida para llevar]: [reparte hasta …]</li></ol>',
  'local.topics.shops.name': 'Tiendas y supermercados',
  'local.topics.shops.description': 'Para la compra y lo del día a día.',
  'local.topics.shops.content':
    '<p>El supermercado más cercano es [nombre], a [distancia], abierto [horario]. Una farmacia: [nombre y dónde].</p>',
  'local.topics.things-to-do.name': 'Qué hacer',
  'local.topics.things-to-do.description': 'Lo que no nos perderíamos.',
  'local.topics.things-to-do.content':
    '<ol><li data-list="bullet">[Lugar o paseo]: [por qué nos encanta]</li><li data-list="bullet">[Playa o parque]: [cómo llegar]</li><li data-list="bullet">[Plan para un día de lluvia]</li></ol>',
  'emergency.name': 'Contactos de emergencia',
  'emergency.description': 'A quién llamar si algo sale mal, de día o de noche.',
  'emergency.topics.numbers.name': 'Números de emergencia',
  'emergency.topics.numbers.description': 'A quién llamar, de día o de noche.',
  'emergency.topics.numbers.content':
    '<p>Emergencias: <strong>[112]</strong></p><p>Tu anfitrión: [nombre], [número de teléfono].</p><p>Hospital más cercano: [nombre, dirección].</p>',
  'emergency.topics.repairs.name': 'Si algo se estropea',
  'emergency.topics.repairs.description': 'Qué hacer cuando algo deja de funcionar.',
  'emergency.topics.repairs.content':
    '<p>Avísanos cuanto antes: [cómo contactarnos]. Si es urgente (una fuga, sin luz, sin calefacción), llama al [número].</p>',
  'transport.name': 'Opciones de transporte',
  'transport.description': 'Moverse en autobús, tren, taxi, bici o coche.',
  'transport.topics.public.name': 'Transporte público',
  'transport.topics.public.description': 'Autobuses, tranvías y trenes cerca.',
  'transport.topics.public.content':
    '<p>La parada más cercana es [nombre], a [distancia]. Billetes: [dónde comprarlos / pago sin contacto a bordo].</p>',
  'transport.topics.taxis.name': 'Taxis y alquiler de coches',
  'transport.topics.taxis.description': 'Para cuando prefieras que te lleven.',
  'transport.topics.taxis.content':
    '<p>Un taxi de la zona: [nombre, número de teléfono]. Alquiler de coches: [empresa, dónde].</p>',
  'checkout.name': 'Instrucciones de salida',
  'checkout.description': 'Qué hacer antes de irte y dónde dejar las llaves.',
  'checkout.topics.time.name': 'Hora de salida',
  'checkout.topics.time.description': 'Cuándo dejar el alojamiento.',
  'checkout.topics.time.content':
    '<p>La salida es antes de las <strong>[10:00]</strong>. ¿Necesitas salir más tarde? Pregúntanos el día anterior.</p>',
  'checkout.topics.before-leaving.name': 'Antes de irte',
  'checkout.topics.before-leaving.description': 'Una lista corta para la última mañana.',
  'checkout.topics.before-leaving.content':
    '<ol><li data-list="bullet">[Llenar y poner en marcha el lavavajillas]</li><li data-list="bullet">[Sacar la basura]</li><li data-list="bullet">[Cerrar las ventanas y apagar la calefacción]</li><li data-list="bullet">[Dejar las llaves en …]</li></ol>',
  'thanks.name': 'Gracias y opiniones',
  'thanks.description': 'Un agradecimiento de tu anfitrión y cómo darnos tu opinión.',
  'thanks.topics.thank-you.name': 'Gracias',
  'thanks.topics.thank-you.description': 'Unas palabras de tu anfitrión.',
  'thanks.topics.thank-you.content':
    '<p>¡Gracias por alojarte con nosotros, [huésped]! Esperamos que hayas disfrutado de [la casa / la ciudad].</p>',
  'thanks.topics.feedback.name': 'Danos tu opinión',
  'thanks.topics.feedback.description': 'Cuéntanos qué te ha parecido.',
  'thanks.topics.feedback.content':
    '<p>Leemos todas las reseñas. Si has disfrutado de tu estancia, una reseña en [plataforma] nos ayuda mucho; si algo no ha ido bien, dínoslo directamente: [cómo contactarnos].</p>',
};
