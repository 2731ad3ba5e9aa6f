import aeFlag from "flag-icons/flags/4x3/ae.svg";
import afFlag from "flag-icons/flags/4x3/af.svg";
import auFlag from "flag-icons/flags/4x3/au.svg";
import bdFlag from "flag-icons/flags/4x3/bd.svg";
import caFlag from "flag-icons/flags/4x3/ca.svg";
import engFlag from "flag-icons/flags/4x3/gb-eng.svg";
import sctFlag from "flag-icons/flags/4x3/gb-sct.svg";
import ieFlag from "flag-icons/flags/4x3/ie.svg";
import inFlag from "flag-icons/flags/4x3/in.svg";
import keFlag from "flag-icons/flags/4x3/ke.svg";
import lkFlag from "flag-icons/flags/4x3/lk.svg";
import naFlag from "flag-icons/flags/4x3/na.svg";
import nlFlag from "flag-icons/flags/4x3/nl.svg";
import npFlag from "flag-icons/flags/4x3/np.svg";
import nzFlag from "flag-icons/flags/4x3/nz.svg";
import omFlag from "flag-icons/flags/4x3/om.svg";
import pkFlag from "flag-icons/flags/4x3/pk.svg";
import zaFlag from "flag-icons/flags/4x3/za.svg";
import zwFlag from "flag-icons/flags/4x3/zw.svg";
// West Indies is a cricketing union, not a country, so flag-icons has no flag for it.
import wiFlag from "./flags/wi.svg";

/** Flag image URL for each country `code` (4:3 SVGs). */
export const flagUrls: Readonly<Record<string, string>> = {
  in: inFlag,
  au: auFlag,
  "gb-eng": engFlag,
  nz: nzFlag,
  pk: pkFlag,
  za: zaFlag,
  wi: wiFlag,
  lk: lkFlag,
  bd: bdFlag,
  af: afFlag,
  ie: ieFlag,
  zw: zwFlag,
  nl: nlFlag,
  "gb-sct": sctFlag,
  np: npFlag,
  ae: aeFlag,
  om: omFlag,
  na: naFlag,
  ca: caFlag,
  ke: keFlag,
};
