import type { TranslationKeys } from "@zxcvbn-ts/core";

/**
 * zxcvbn's feedback in the Spanish of Argentina, with vos: its own es-es texts use tú ("Evita", "Añade")
 * and read foreign to our users. Only warnings and suggestions are shown; times are kept for completeness.
 */
export const esArTranslations: TranslationKeys = {
  warnings: {
    straightRow: "Las teclas seguidas del teclado son fáciles de adivinar.",
    keyPattern: "Los dibujos cortos sobre el teclado son fáciles de adivinar.",
    simpleRepeat: 'Los caracteres repetidos, como "aaa", son fáciles de adivinar.',
    extendedRepeat: 'Los grupos repetidos, como "abcabcabc", son fáciles de adivinar.',
    sequences: 'Las secuencias, como "abc" o "1234", son fáciles de adivinar.',
    recentYears: "Los años recientes son fáciles de adivinar.",
    dates: "Las fechas son fáciles de adivinar.",
    topTen: "Es una de las contraseñas más usadas.",
    topHundred: "Es una contraseña muy usada.",
    common: "Es una contraseña muy común.",
    similarToCommon: "Se parece a una contraseña muy común.",
    wordByItself: "Una palabra sola es fácil de adivinar.",
    namesByThemselves: "Un nombre o un apellido solo es fácil de adivinar.",
    commonNames: "Los nombres y apellidos comunes son fáciles de adivinar.",
    userInputs: "No uses tu nombre, tu correo ni el nombre del negocio.",
    pwned: "Esa contraseña apareció en una filtración de datos en internet.",
  },
  suggestions: {
    l33t: 'Cambiar letras por símbolos parecidos, como "@" por "a", no alcanza.',
    reverseWords: "Escribir una palabra común al revés no alcanza.",
    allUppercase: "Poné algunas letras en mayúscula, no todas.",
    capitalization: "Poné en mayúscula alguna letra además de la primera.",
    dates: "Evitá fechas relacionadas con vos.",
    recentYears: "Evitá los años recientes.",
    associatedYears: "Evitá años relacionados con vos.",
    sequences: "Evitá secuencias comunes de letras o números.",
    repeated: "Evitá repetir palabras y caracteres.",
    longerKeyboardPattern:
      "Si seguís un dibujo del teclado, que sea largo y cambie de dirección varias veces.",
    anotherWord: "Sumá más palabras, mejor si son poco comunes.",
    useWords: "Usá varias palabras, pero no una frase conocida.",
    noNeed: "Podés armar una contraseña segura sin símbolos, números ni mayúsculas.",
    pwned: "Si la usás en otro lado, cambiala.",
  },
  timeEstimation: {
    ltSecond: "menos de un segundo",
    second: "{base} segundo",
    seconds: "{base} segundos",
    minute: "{base} minuto",
    minutes: "{base} minutos",
    hour: "{base} hora",
    hours: "{base} horas",
    day: "{base} día",
    days: "{base} días",
    month: "{base} mes",
    months: "{base} meses",
    year: "{base} año",
    years: "{base} años",
    centuries: "siglos",
  },
};
