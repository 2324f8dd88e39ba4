import imagenFreidora from '../assets/sorteo-freidora.svg';
import imagenViaje from '../assets/sorteo-viaje.svg';
import { TELEFONO_SALUD_COLABORADORA } from '@area-cliente/shared';
import {
  hasCarPolicy,
  hasMotorbikePolicy,
  hasPartnerHealthPolicy,
  isDirectClient,
  isMediatedClient,
  showsBenefits,
  showsClub,
  showsHealthOfferCard,
  showsHomePromo,
  showsOffers,
  showsPetsPromo,
  showsReferralCard,
  showsServices,
  showsWorkshopCard,
} from '../visibility';
import type { CardDef } from './types';

/**
 * Every offer, service and draw card, in display order. Marketing changes a card's text, image, dates
 * or order, or adds and retires one, here and only here; deploying this remote ships it.
 */
export const CATALOG: readonly CardDef[] = [
  {
    id: 'oficina',
    kind: 'oficina',
    sections: ['inicio', 'mioficina'],
    visible: isDirectClient,
    data: {
      titulo: 'Mi Oficina de Referencia',
      texto: 'Tu oficina de referencia te atiende personalmente para cualquier consulta sobre tus seguros.',
      horario: 'Te llamamos de lunes a viernes de 9:00 a 20:00 horas.',
    },
  },
  {
    id: 'atencion-cliente-mediado',
    kind: 'mediado',
    sections: ['inicio'],
    visible: isMediatedClient,
    data: {
      titulo: 'Póliza mediada',
      texto:
        'Tus pólizas están gestionadas por tu mediador de seguros. Para cualquier consulta o gestión, ponte en contacto con él.',
    },
  },
  {
    id: 'area-cliente-salud-colaborador',
    kind: 'saludColaborador',
    sections: ['inicio', 'servicios'],
    visible: hasPartnerHealthPolicy,
    data: {
      titulo: 'Tu seguro de salud con nuestra aseguradora colaboradora',
      texto:
        'Consulta el cuadro médico, pide autorizaciones y gestiona tu póliza de salud en el área cliente de nuestra aseguradora colaboradora.',
      enlaceTexto: 'Ir al área cliente de salud',
      telefono: { etiqueta: 'Aseguradora de salud', numero: TELEFONO_SALUD_COLABORADORA },
    },
  },
  {
    id: 'sorteo-viaje',
    kind: 'sorteo',
    sections: ['inicio', 'sorteos'],
    visible: (p) => p.visibleSorteoTv,
    data: {
      titulo: 'Sorteamos 5 premios de 100 € para tu viaje',
      texto:
        'Si has contratado un nuevo seguro entre el 16 de mayo y el 15 de julio de 2022 (ambos inclusive), con fecha de efecto anterior al 16 de julio de 2022, participa en el sorteo de 5 premios de 100 euros. Solo se puede participar una vez.',
      imagen: imagenViaje,
      imagenAlt: 'Maleta de viaje con billetes de avión',
      condicionesLabel: 'He leído y acepto las bases del sorteo',
      condiciones: {
        texto: 'Bases del sorteo',
        enlace: 'basesSorteoViaje',
      },
      llamada: 'registraParticipacionSorteoTv',
      participado: 'haParticipadoSorteoTv',
    },
  },
  {
    id: 'sorteo-freidora',
    kind: 'sorteo',
    sections: ['inicio', 'ofertas', 'sorteos'],
    visible: (p) => p.visiblePromocionFreidoraAire,
    data: {
      titulo: 'Sorteamos una freidora de aire',
      texto:
        'Participa si has contratado una póliza entre el 27 de febrero y el 27 de mayo de 2024 (ambos inclusive), excepto seguros de coche y moto.',
      imagen: imagenFreidora,
      imagenAlt: 'Freidora de aire',
      condicionesLabel: 'Acepto las condiciones del sorteo de la freidora de aire',
      condiciones: {
        texto: 'Condiciones del sorteo',
        enlace: 'basesSorteoFreidora',
      },
      llamada: 'registraParticipacionSorteoFreidoraAire',
      participado: 'haParticipadoSorteoFreidoraAire',
    },
  },
  {
    id: 'sorteo-freidora-finalizado',
    kind: 'sorteoFinalizado',
    sections: ['inicio', 'sorteos'],
    visible: (p) => p.visibleFinSorteoFreidoraAire,
    data: {
      titulo: 'Sorteo de la freidora de aire',
      texto:
        'El plazo de participación ha terminado. El sorteo se celebrará el 28 de junio. ¡Mucha suerte a todos los participantes!',
      condiciones: {
        texto: 'Ver condiciones',
        enlace: 'basesSorteoFreidora',
      },
    },
  },
  {
    id: 'oferta-salud',
    kind: 'salud',
    sections: ['inicio', 'ofertas'],
    visible: showsHealthOfferCard,
    data: {
      titulo: 'Tu seguro de Salud, con 2 meses gratis',
      ventajas: [
        'Amplio cuadro médico',
        'Atención rápida y sin esperas',
        'Plataforma de telemedicina con chat y videoconsulta',
        'Asistencia sanitaria en tus viajes',
      ],
      destacados: ['2 meses gratis', 'Sin copagos', 'Desde 33 € al mes'],
      calculadora: { texto: 'Calcula tu precio', enlace: 'calculadoraSalud' },
    },
  },
  {
    id: 'promo-hogar-90',
    kind: 'promo',
    sections: ['ofertas'],
    visible: showsHomePromo,
    data: {
      titulo: 'Seguro de Hogar por 90 €',
      texto: 'Celebramos nuestro 90 aniversario: protege tu casa con nuestro seguro de Hogar.',
      destacado: '90 € al año',
    },
  },
  {
    id: 'promo-mascotas',
    kind: 'promo',
    sections: ['ofertas'],
    visible: showsPetsPromo,
    data: {
      titulo: 'Seguro de Mascotas',
      texto: 'Veterinario, responsabilidad civil y asistencia para tu perro o tu gato.',
      destacado: 'Desde 30 € al año',
    },
  },
  {
    id: 'cupones-amigo',
    kind: 'cupones',
    sections: ['inicio', 'ofertas', 'beneficios'],
    visible: showsReferralCard,
    data: {
      titulo: 'Invita a un amigo',
      texto:
        'Comparte tus cupones: tu amigo tiene un 10% de descuento y tú otro 10% en la próxima renovación de tu póliza, hasta un 30% de beneficio. Cada póliza admite 3 cupones.',
    },
  },
  {
    id: 'red-talleres',
    kind: 'taller',
    sections: ['inicio', 'beneficios'],
    visible: showsWorkshopCard,
    data: {
      titulo: 'Red de talleres',
      texto: 'Precios especiales para ti en nuestra red de talleres de la Comunidad de Madrid.',
      promos: [
        'Neumáticos desde 58 €',
        'Baterías desde 113 € con 3 años de garantía',
        'Cambio de aceite desde 119 €',
        'Casco de moto por 1 € más',
      ],
      telefono: { etiqueta: 'Talleres', numero: '910 505 050' },
    },
  },
  {
    id: 'club-beneficios',
    kind: 'club',
    sections: ['beneficios'],
    visible: showsClub,
    data: {
      titulo: 'Club de beneficios',
      texto: 'Descuentos en ocio, viajes, tecnología y mucho más por ser cliente.',
      enlaceTexto: 'Entrar en el club',
    },
  },
  {
    id: 'formacion-profesional',
    kind: 'formacion',
    sections: ['beneficios'],
    visible: showsClub,
    data: {
      titulo: 'Formación profesional con descuento',
      texto: 'Nuestro centro de formación colaborador te ofrece descuentos en sus cursos.',
      descuentos: [
        { texto: '20% de descuento en cursos presenciales', codigo: 'MUTUA20' },
        { texto: '40% de descuento en cursos online', codigo: 'MUTUA40' },
      ],
      enlace: { texto: 'Ver cursos', enlace: 'cursosFormacion' },
    },
  },
  {
    id: 'asistencia-viaje',
    kind: 'servicio',
    sections: ['servicios'],
    visible: (p) => p.tienePolizaConAv === 'S' || hasCarPolicy(p) || hasMotorbikePolicy(p),
    data: {
      titulo: 'Asistencia en carretera y en viaje',
      texto: 'Grúa, reparación in situ y asistencia a las personas las 24 horas, todos los días del año.',
      telefonos: [{ etiqueta: 'Asistencia en carretera (gratuito)', numero: '900 101 010' }],
    },
  },
  {
    id: 'asistencia-hogar',
    kind: 'servicio',
    sections: ['servicios'],
    visible: (p) => p.tienePolizaConAsistenciaHogar === 'S',
    data: {
      titulo: 'Asistencia en el hogar',
      texto: 'Fontaneros, electricistas y cerrajeros cuando los necesites.',
      telefonos: [{ etiqueta: 'Asistencia en el hogar', numero: '900 202 020' }],
    },
  },
  {
    id: 'asesoramiento-juridico',
    kind: 'servicio',
    sections: ['servicios'],
    visible: (p) => p.tienePolizaConAjt === 'S',
    data: {
      titulo: 'Asesoramiento jurídico',
      texto: 'Abogados que resuelven tus dudas legales por teléfono.',
      telefonos: [{ etiqueta: 'Asesoramiento jurídico', numero: '910 404 040' }],
    },
  },
  {
    id: 'lunas',
    kind: 'servicio',
    sections: ['servicios'],
    visible: (p) => p.tienePolizaConLunas === 'S',
    data: {
      titulo: 'Cambio de lunas',
      texto: 'Pide cita online en 2 minutos para reparar o cambiar la luna de tu vehículo.',
      telefonos: [],
      enlace: { texto: 'Pedir cita', enlace: 'citaLunas' },
    },
  },
  {
    id: 'subsidio-paralizacion',
    kind: 'servicio',
    sections: ['servicios'],
    visible: (p) => p.cuantasPolizasConSubsidio > 0,
    data: {
      titulo: 'Subsidio por paralización',
      texto:
        'Si tu vehículo queda parado por un siniestro, tu póliza te paga un subsidio diario. Comunícalo a siniestros.',
      telefonos: [{ etiqueta: 'Siniestros', numero: '910 303 030' }],
      llamada: 'S',
    },
  },
  {
    id: 'ahorra-con-tu-taxi',
    kind: 'servicio',
    sections: ['servicios'],
    visible: (p) => p.visibleAhorraConTuTaxi,
    data: {
      titulo: 'Ahorra con tu taxi',
      texto: 'Servicios y descuentos pensados para profesionales del taxi.',
      telefonos: [{ etiqueta: 'Línea del taxi', numero: '910 707 070' }],
      llamada: 'ACTT',
    },
  },
  {
    id: 'decesos-premium',
    kind: 'decesosPremium',
    sections: ['servicios'],
    visible: (p) => p.tienePolizaDecesosPremium,
    data: {
      titulo: 'Protección familiar Premium',
      texto: 'Tu seguro de Decesos Premium incluye una tarjeta con servicios para toda la familia.',
      telefonos: [
        { etiqueta: 'Servicio funerario 24 horas', numero: '900 808 080' },
        { etiqueta: 'Orientación médica', numero: '900 808 081' },
        { etiqueta: 'Gestión de trámites', numero: '910 808 082' },
      ],
      solicitar: 'Solicitar mi tarjeta',
    },
  },
  {
    id: 'seccion-servicios',
    kind: 'seccion',
    sections: ['inicio'],
    visible: showsServices,
    data: {
      titulo: 'Servicios',
      texto: 'Asistencia, asesoramiento y teléfonos de tus seguros.',
      ruta: '/servicios',
      enlaceTexto: 'Ver servicios',
    },
  },
  {
    id: 'seccion-ofertas',
    kind: 'seccion',
    sections: ['inicio'],
    visible: showsOffers,
    data: {
      titulo: 'Ofertas',
      texto: 'Promociones y seguros pensados para ti.',
      ruta: '/ofertas',
      enlaceTexto: 'Ver ofertas',
    },
  },
  {
    id: 'seccion-beneficios',
    kind: 'seccion',
    sections: ['inicio'],
    visible: showsBenefits,
    data: {
      titulo: 'Beneficios',
      texto: 'Descuentos y ventajas por ser cliente.',
      ruta: '/beneficios',
      enlaceTexto: 'Ver beneficios',
    },
  },
];
