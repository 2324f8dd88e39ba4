import type { Cliente, Flag, Portfolio } from '@area-cliente/shared/contract';
import { tipoDocumento } from '@area-cliente/shared';

// Visibility rules of SPEC §6, one named predicate per rule so the menu and the card screens share them.

const yes = (flag: Flag): boolean => flag === 'S';

/** SPEC §6 workshop card prefix: clients in the Madrid region. */
const WORKSHOP_POSTAL_CODE_PREFIX = '28';

/** A direct client of the company, as opposed to a broker's (mediated) client. */
export const isDirectClient = (p: Portfolio): boolean => p.cliente.purezaPuroMMT;

export const isMediatedClient = (p: Portfolio): boolean => !isDirectClient(p);

/** A company (CIF) rather than a person: no personal-only cards, greeted by its whole name. */
export const isCompany = (c: Pick<Cliente, 'numDoc'>): boolean => tipoDocumento(c.numDoc) === 'CIF';

export const hasCarPolicy = (p: Portfolio): boolean => yes(p.tienePolizaAuto) || yes(p.tienePolizaAutos);

export const hasMotorbikePolicy = (p: Portfolio): boolean => yes(p.tienePolizaMoto);

const hasPostalCodeInWorkshopArea = (p: Portfolio): boolean =>
  (p.cliente.codPostal ?? '').trim().startsWith(WORKSHOP_POSTAL_CODE_PREFIX);

const hasFriendCodes = (p: Portfolio): boolean => p.lstCodigosAmigo.length > 0;

const hasInForcePolicies = (p: Portfolio): boolean => p.tienePolizasVigorMMT;

export const hasPartnerHealthPolicy = (p: Portfolio): boolean => yes(p.tienePolizaSaludHNA);

const hasHealthPolicy = (p: Portfolio): boolean => yes(p.tienePolizaSaludHNA) || yes(p.tienePolizaSaludMMT);

/** Workshop card: a car policy, a direct client and a postal code starting with 28. */
export const showsWorkshopCard = (p: Portfolio): boolean =>
  isDirectClient(p) && hasCarPolicy(p) && hasPostalCodeInWorkshopArea(p);

/** Health offer card: a direct client with no health policy at either insurer (cross-sell, below). */
export const showsHealthOfferCard = (p: Portfolio): boolean => showsCrossSell(p) && !hasHealthPolicy(p);

/** Referral card: at least one friend code. */
export const showsReferralCard = hasFriendCodes;

/** Mi oficina: the reference office is shown to direct clients only. */
export const showsMyOffice = isDirectClient;

/**
 * Services: any assistance, car or motorbike, legal (AJT), premium funeral, subsidy or glass cover,
 * or a partner health policy (its client area is a service card, SPEC §1).
 */
export const showsServices = (p: Portfolio): boolean =>
  hasPartnerHealthPolicy(p) ||
  yes(p.tienePolizaConAv) ||
  yes(p.tienePolizaConAsistenciaHogar) ||
  hasCarPolicy(p) ||
  hasMotorbikePolicy(p) ||
  yes(p.tienePolizaConAjt) ||
  p.tienePolizaDecesosPremium ||
  p.cuantasPolizasConSubsidio > 0 ||
  yes(p.tienePolizaConLunas);

/** Lines with a cross-sell offer card: an 'N' flag on any of them means there is something to offer. */
export const lacksOfferedLine = (p: Portfolio): boolean =>
  p.tienePolizaHogar === 'N' ||
  (p.tienePolizaSaludHNA === 'N' && p.tienePolizaSaludMMT === 'N') ||
  p.tienePolizaMascotas === 'N';

/**
 * Cross-sell (SPEC §6) is for direct clients only: a broker's client cannot buy from us here, so an
 * offer would be a dead end. The lines offered (home, health, pets) are personal: not for a company.
 */
const showsCrossSell = (p: Portfolio): boolean => isDirectClient(p) && !isCompany(p.cliente);

/** Home-90 promo: the campaign flag or no home policy, for direct clients. */
export const showsHomePromo = (p: Portfolio): boolean =>
  showsCrossSell(p) && (p.visiblePromocionHogar90 || p.tienePolizaHogar === 'N');

/** Pets promo: no pet policy, for direct clients. */
export const showsPetsPromo = (p: Portfolio): boolean => showsCrossSell(p) && p.tienePolizaMascotas === 'N';

/** Offers: friend codes, the air-fryer promo, or (direct clients only) the home-90 promo or a line the client lacks. */
export const showsOffers = (p: Portfolio): boolean =>
  hasFriendCodes(p) ||
  p.visiblePromocionFreidoraAire ||
  (showsCrossSell(p) && (p.visiblePromocionHogar90 || lacksOfferedLine(p)));

/**
 * Benefits, a direct-client screen: a direct client with the workshop card (car, postal code 28),
 * in-force policies (club) or friend codes.
 */
export const showsBenefits = (p: Portfolio): boolean =>
  isDirectClient(p) && (showsWorkshopCard(p) || hasInForcePolicies(p) || hasFriendCodes(p));

/** Club and partner training: benefits of in-force policies, on the direct-client Beneficios screen. */
export const showsClub = (p: Portfolio): boolean => isDirectClient(p) && hasInForcePolicies(p);

/**
 * Giveaways: the finished air-fryer draw card (SPEC §6), and also the draws open to this client, so the
 * Sorteos screen never hides a draw the client can still enter.
 */
export const showsDraws = (p: Portfolio): boolean =>
  p.visibleFinSorteoFreidoraAire || p.visibleSorteoTv || p.visiblePromocionFreidoraAire;
