/**
 * The LaTeX preamble of the TeX-typeset book: the real book's shape (A4, two columns, a running
 * header naming the monograph on the page, the folio centred at the foot) and the macros the
 * monographs are written with. Everything that decides where a line, a column or a page ends is
 * TeX's own: justification, hyphenation (babel's Vietnamese falls back to the format's patterns
 * for loanwords, as a vntex book does), ligatures, page breaking.
 *
 * A ruled table is stacked a row at a time (\dtRow), each row its own `tabular` of the table's
 * column widths, the way supertabular builds one (not installed here): before a row goes on the
 * page, the room left in the column (\pagegoal - \pagetotal) is asked, and a row that does not
 * fit ends the column; the table then goes on under an italic "(tiếp theo)" line and its header
 * repeated, as the book prints a continued table. The header never stands alone at a column end.
 * Each continuation is written to TeX's log as `dt-continued-table N` (N counts the book's tables
 * from 1): the eval's truth for which table TeX broke, read-tex-continued-tables.ts.
 */
export const TEX_BOOK_PREAMBLE = String.raw`\documentclass[10pt,a4paper,twoside]{article}
\usepackage[T5]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage[vietnamese]{babel}
\usepackage{array}
\usepackage[a4paper,top=2cm,bottom=2cm,inner=2cm,outer=1.8cm,columnsep=0.7cm,headsep=0.6cm,footskip=1cm]{geometry}
\usepackage{fancyhdr}
\pagestyle{fancy}
\fancyhf{}
\fancyhead[LE,RO]{\small\bfseries\rightmark}
\fancyhead[RE,LO]{\small\itshape Dược thư Quốc gia Việt Nam}
\fancyfoot[C]{\small\thepage}
\renewcommand{\headrulewidth}{0.4pt}
\setlength{\parindent}{1em}
\setlength{\emergencystretch}{1.5em}
\renewcommand{\arraystretch}{1.15}
\newcommand{\dtMonograph}[1]{\par\addvspace{\bigskipamount}\markboth{#1}{#1}%
  {\noindent\raggedright\hyphenpenalty=10000\large\bfseries #1\par}\nopagebreak\smallskip}
\newcommand{\dtInline}[2]{\par\noindent\textbf{#1:} #2\par}
\newcommand{\dtInlineMore}[1]{\par\noindent #1\par}
\newcommand{\dtSection}[1]{\par\addvspace{\smallskipamount}{\noindent\raggedright\bfseries #1\par}\nopagebreak}
\newcommand{\dtSubheading}[1]{\par{\noindent\raggedright #1\par}\nopagebreak}
\newlength{\dtAvail}
\newsavebox{\dtHeadBox}
\newsavebox{\dtRowBox}
\newif\ifdtFirstRow
\newcounter{dtTable}
\newcommand{\dtSpec}{}
\newcommand{\dtTableBegin}[3]{\par\addvspace{\smallskipamount}%
  \setlength{\dtAvail}{\dimexpr\linewidth-#1\arrayrulewidth\relax}%
  \stepcounter{dtTable}\renewcommand{\dtSpec}{#2}%
  \sbox{\dtHeadBox}{\begin{tabular}[t]{#2}\hline #3\tabularnewline\hline\end{tabular}}%
  \dtFirstRowtrue}
\newcommand{\dtRoomLeft}{\dimexpr\pagegoal-\pagetotal\relax}
\newcommand{\dtSetRow}[2]{\sbox{\dtRowBox}{\begin{tabular}[t]{#1}#2\tabularnewline\hline\end{tabular}}}
\newcommand{\dtRow}[1]{%
  \expandafter\dtSetRow\expandafter{\dtSpec}{#1}%
  \dimen0=\dimexpr\ht\dtRowBox+\dp\dtRowBox\relax
  \ifdtFirstRow\advance\dimen0 by \dimexpr\ht\dtHeadBox+\dp\dtHeadBox+\baselineskip\relax\fi
  \ifdim\dimen0>\dtRoomLeft
    \newpage
    \ifdtFirstRow\else\typeout{dt-continued-table \arabic{dtTable}}{\noindent\itshape (tiếp theo)\par}\vspace{2pt}\nointerlineskip\copy\dtHeadBox\fi
  \fi
  \ifdtFirstRow\nointerlineskip\copy\dtHeadBox\dtFirstRowfalse\fi
  \nointerlineskip\copy\dtRowBox}
\newcommand{\dtTableEnd}{\par\addvspace{\smallskipamount}}
`;
